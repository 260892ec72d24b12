/**
 * antd's `Input` from 'antd' carries Password, Search, OTP, Group and TextArea as static members, so any Input
 * bundles all of them (~5 kB gzip). Pages import the pieces they use from here.
 */
export { default as Input } from 'antd/es/input/Input';
export type { InputProps, InputRef } from 'antd/es/input/Input';
export { default as TextArea } from 'antd/es/input/TextArea';
