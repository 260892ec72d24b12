/**
 * antd's `Input` from 'antd' carries Password, Search, OTP, Group and TextArea as static members, so any Input
 * bundles all of them (~5 kB gzip), and a page with one plain field also downloaded TextArea, OTP and Search.
 * Pages import the pieces they use from here (docs/performance.md#bundle).
 */
export { default as Input } from 'antd/es/input/Input';
export type { InputProps, InputRef } from 'antd/es/input/Input';
export { default as Password } from 'antd/es/input/Password';
export { default as TextArea } from 'antd/es/input/TextArea';
