/**
 * antd's Select, loaded when a form first shows one rather than with the page: it brings rc-select, a
 * virtual list and their styles (≈ 30 kB gzip), and a form renders (and can be read) before anyone opens a
 * dropdown. The form stays whole meanwhile: Form.Item hands its value and onChange to this component, which
 * passes them on, and the placeholder shows the field, disabled, for the few milliseconds the chunk takes.
 */
import type { SelectProps } from 'antd/es/select';
import { lazy, Suspense } from 'react';
import { Input } from './antdInput';

const Select = lazy(() => import(/* webpackChunkName: "antd-select" */ 'antd/es/select'));

export function LazySelect<Value = unknown>(props: SelectProps<Value>) {
  return (
    <Suspense
      fallback={
        <Input
          disabled
          aria-busy
          id={props.id}
          className={props.className}
          placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
        />
      }
    >
      <Select {...(props as SelectProps)} />
    </Suspense>
  );
}
