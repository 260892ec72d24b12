/**
 * antd's Select, loaded when someone comes to one rather than with the page (docs/performance.md#browser-downloads):
 * it brings rc-select, a virtual list and their styles (≈ 26 kB brotli), and most of it runs only when a
 * dropdown opens. Every Select of the app goes through here. Until then `SelectStandIn` draws the closed
 * Select (its value or placeholder, with the same classes and ARIA); a pointer over it or focus starts
 * loading the chunk, and focus, a click or a key hands over to the real Select, which takes the focus, opens
 * when it was clicked or a key asked for it, and receives what was typed meanwhile. A click hands over once
 * it is whole (press and release): swapped under a pressed button, the release would land on a stand-in no
 * longer there, the focus would leave and the Select close again. Form.Item's value and
 * onChange pass through untouched, so a form is whole (and can be saved) before any Select has loaded.
 */
import type { RefSelectProps, SelectProps } from 'antd/es/select';
import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { SelectStandIn } from './SelectStandIn';

type SelectComponent = ComponentType<SelectProps<unknown> & { ref?: Ref<RefSelectProps> }>;

let loaded: SelectComponent | undefined;
let loading: Promise<SelectComponent> | undefined;

/** Downloads antd's Select once (repeated calls share it). */
export function loadSelect(): Promise<SelectComponent> {
  loading ??= import(/* webpackChunkName: "antd-select" */ 'antd/es/select').then((module) => {
    loaded = module.default as unknown as SelectComponent;
    return loaded;
  });
  return loading;
}

/** Keys that open a closed antd Select (rc-select's own: Enter and Space). */
const OPENING_KEYS = new Set(['Enter', ' ']);

export function LazySelect<Value = unknown>(props: SelectProps<Value>) {
  const [live, setLive] = useState<{ Select: SelectComponent; open: boolean } | undefined>();
  const wanted = useRef<{ open: boolean } | undefined>(undefined);
  const standIn = useRef<HTMLInputElement>(null);
  const select = useRef<RefSelectProps>(null);
  const typed = useRef('');
  // A press on the stand-in: its focus waits for the click, which hands over and opens.
  const pressed = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const handOver = (open: boolean) => {
    if (props.disabled) return;
    if (wanted.current) {
      wanted.current.open ||= open;
      return;
    }
    wanted.current = { open };
    const swap = (Select: SelectComponent) => {
      if (!mounted.current || !wanted.current) return;
      typed.current = standIn.current?.value ?? '';
      setLive({ Select, open: wanted.current.open });
    };
    if (loaded) swap(loaded);
    else void loadSelect().then(swap);
  };

  // The real Select has the focus now (autoFocus); what was typed into the stand-in meanwhile goes on.
  useEffect(() => {
    if (!live || !typed.current) return;
    const input = select.current?.nativeElement?.querySelector('input');
    if (!input) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      input,
      typed.current,
    );
    input.dispatchEvent(new Event('input', { bubbles: true }));
    typed.current = '';
  }, [live]);

  if (live) {
    const { Select } = live;
    return (
      <Select
        {...(props as SelectProps<unknown>)}
        ref={select}
        autoFocus
        defaultOpen={props.defaultOpen ?? live.open}
      />
    );
  }
  return (
    <SelectStandIn
      {...(props as SelectProps<unknown>)}
      ref={standIn}
      onPointerEnter={() => void loadSelect()}
      onPointerDown={() => {
        pressed.current = true;
        void loadSelect();
      }}
      onClick={() => {
        pressed.current = false;
        handOver(true);
      }}
      onFocus={() => {
        if (!pressed.current) handOver(false);
      }}
      onBlur={() => {
        pressed.current = false;
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (OPENING_KEYS.has(event.key)) {
          event.preventDefault();
          handOver(true);
        } else if (pressed.current) {
          // Pressed and dragged away, then typed into: the Select takes over with what was typed.
          pressed.current = false;
          handOver(false);
        }
      }}
    />
  );
}
