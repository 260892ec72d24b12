/** Stylesheets are side-effect imports handled by webpack (MiniCssExtractPlugin). */
declare module '*.css';

/** A part of a locale file (webpack splits it by message id; see webpack.config.ts). */
declare module '*.json?part=core' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=app' {
  const messages: Record<string, string>;
  export default messages;
}
