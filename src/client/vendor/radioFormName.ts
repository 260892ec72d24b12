/**
 * Build-time stand-in for the antd form hook module that antd Radio.Group imports (webpack.config.ts swaps it
 * in for antd/es/radio only). Radio.Group takes one helper from it, `toNamePathStr`, but the module also holds
 * antd's `useForm`, which brings @rc-component/form's store and scroll-into-view (≈ 6 kB brotli): every list
 * page downloaded them for its filter's radio buttons. This is the same helper, as antd writes it
 * (antd/es/form/hooks/useForm.js and antd/es/form/util.js).
 */
type NamePath = string | number | boolean | readonly (string | number)[] | undefined;

const toArray = (candidate: NamePath): readonly unknown[] => {
  if (candidate === undefined || candidate === false) return [];
  return Array.isArray(candidate) ? candidate : [candidate];
};

export function toNamePathStr(name: NamePath): string {
  return toArray(name).join('_');
}
