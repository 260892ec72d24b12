import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { DragEvent } from 'react';
import { useIntl } from 'react-intl';

interface Props {
  index: number;
  count: number;
  name: string;
  onDragStart: (index: number, event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
  onMove: (from: number, to: number) => void;
}

/**
 * The reorder cell: a native drag handle for the mouse, and move up / move down buttons for the keyboard and
 * screen readers (dragging alone is not accessible).
 */
export function ReorderHandle({ index, count, name, onDragStart, onDragEnd, onMove }: Props) {
  const intl = useIntl();
  return (
    <span className="resource-list__handle">
      <span
        className="resource-list__grip"
        draggable
        onDragStart={(event) => onDragStart(index, event)}
        onDragEnd={onDragEnd}
        title={intl.formatMessage({ id: 'list.reorder.drag' })}
        aria-hidden
      >
        <HolderOutlined />
      </span>
      <Button
        size="small"
        type="text"
        icon={<ArrowUpOutlined />}
        disabled={index === 0}
        aria-label={intl.formatMessage({ id: 'list.reorder.up' }, { name })}
        onClick={() => onMove(index, index - 1)}
      />
      <Button
        size="small"
        type="text"
        icon={<ArrowDownOutlined />}
        disabled={index === count - 1}
        aria-label={intl.formatMessage({ id: 'list.reorder.down' }, { name })}
        onClick={() => onMove(index, index + 1)}
      />
    </span>
  );
}
