/** Stylesheets are side-effect imports handled by webpack (MiniCssExtractPlugin). */
declare module '*.css';
