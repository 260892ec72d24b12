import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import {
  createContext,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';

interface Props {
  /** The filter controls (each list's own, and publication). */
  children: ReactNode;
  /** How many filters are set: shown as a badge, so a narrowed list never looks complete. */
  activeCount: number;
  onClear: () => void;
}

/**
 * Whether the filters have been shown yet: a filter whose code is heavy (the date pickers) loads only then, not
 * with the list (docs/performance.md#bundle). Outside a popover, filters are shown at once.
 */
export const FiltersShown = createContext(true);

/**
 * "Filters": a button that opens the list's filters in a popover, so the toolbar stays one row at 1 280 px
 * (docs/product.md#lists). Escape closes it and gives the focus back to the button.
 */
export function FiltersPopover({ children, activeCount, onClear }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };
  const label = intl.formatMessage({ id: 'list.filters.button' });
  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setShown(true);
      }}
      // Kept mounted: a filter's own popup (a date picker, a menu) and its loaded options survive closing.
      forceRender
      content={
        <div
          id={id}
          role="group"
          aria-label={label}
          className="resource-list__panel resource-list__filter-panel"
          onKeyDown={onKeyDown}
        >
          <FiltersShown.Provider value={shown}>{children}</FiltersShown.Provider>
          {activeCount > 0 && (
            <Button
              type="link"
              size="small"
              className="resource-list__panel-reset"
              onClick={onClear}
            >
              {intl.formatMessage({ id: 'list.filters.clear' })}
            </Button>
          )}
        </div>
      }
      afterOpenChange={(opened) => {
        if (opened)
          document
            .getElementById(id)
            ?.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)')
            ?.focus();
      }}
    >
      <Button
        ref={button}
        icon={<FilterOutlined />}
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls={open ? id : undefined}
        aria-label={
          activeCount > 0
            ? intl.formatMessage({ id: 'list.filters.buttonActive' }, { count: activeCount })
            : label
        }
      >
        {label}
        {activeCount > 0 && (
          <Badge count={activeCount} size="small" className="resource-list__badge" />
        )}
      </Button>
    </Popover>
  );
}
