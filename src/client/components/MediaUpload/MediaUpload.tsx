import { InboxOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Media } from '../../../shared/common/schemas';
import { DEFAULT_MEDIA_LIMITS } from '../../../shared/media/rules';
import { acceptAttribute, acceptedNames, megabytes, type MediaClass } from './mediaRules';
import { MediaTile, PendingTile } from './MediaTile';
import { useMediaUploads } from './useMediaUploads';
import './MediaUpload.css';

export interface MediaUploadProps {
  /** Uploaded media, in order; the form keeps the objects (for previews) and sends their ids. */
  value?: Media[];
  onChange?: (value: Media[]) => void;
  /** What the field takes: images, PDF, video. */
  accept: readonly MediaClass[];
  /** Several ordered files (gallery, floor plans); otherwise one file that a new upload replaces. */
  multiple?: boolean;
  max?: number;
  /** The server-side collection name, e.g. `gallery`. */
  collection?: string;
  /** Set by Form.Item, so the field's label names the file input. */
  id?: string;
}

const EMPTY: Media[] = [];

export function MediaUpload({
  value = EMPTY,
  onChange,
  accept,
  multiple = false,
  max = multiple ? 40 : 1,
  collection,
  id,
}: MediaUploadProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const dragIndex = useRef<number | null>(null);
  const [dragActive, setDragActive] = useState(false);
  // Uploads finish after later renders, sometimes two in one tick: each appends to the newest list.
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);
  const commit = (next: Media[]) => {
    valueRef.current = next;
    onChange?.(next);
  };

  // When each uploaded file was chosen: an upload that ends early waits its turn in the list.
  const chosenAt = useRef(new Map<number, number>());
  const { pending, start, dismiss, refuse } = useMediaUploads({
    accept,
    collection,
    onUploaded: (media, order) => {
      if (!multiple) return commit([media]);
      chosenAt.current.set(media.id, order);
      const list = valueRef.current;
      const before = list.findIndex((item) => (chosenAt.current.get(item.id) ?? -1) > order);
      commit(
        before === -1 ? [...list, media] : [...list.slice(0, before), media, ...list.slice(before)],
      );
    },
  });

  const addFiles = (files: FileList | File[]) => {
    const list = Array.from(files);
    const room = multiple ? max - value.length - pending.filter((p) => !p.error).length : 1;
    list.forEach((file, index) =>
      index < room
        ? start(file)
        : refuse(file.name, intl.formatMessage({ id: 'media.error.max' }, { max })),
    );
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    commit(next);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragActive(false);
    if (event.dataTransfer?.files?.length) addFiles(event.dataTransfer.files);
  };
  const openChooser = () => inputRef.current?.click();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    openChooser();
  };
  const largest = Math.max(...accept.map((cls) => DEFAULT_MEDIA_LIMITS.bytes[cls]));

  return (
    <div className="media-upload">
      {(value.length > 0 || pending.length > 0) && (
        <ul className="media-upload__tiles">
          {value.map((media, index) => (
            <MediaTile
              key={media.id}
              media={media}
              index={index}
              count={value.length}
              sortable={multiple && value.length > 1}
              onRemove={() => commit(value.filter((item) => item.id !== media.id))}
              onMove={move}
              onDragStart={(from) => (dragIndex.current = from)}
              onDropAt={(to) => {
                if (dragIndex.current !== null) move(dragIndex.current, to);
                dragIndex.current = null;
              }}
            />
          ))}
          {pending.map((upload) => (
            <PendingTile key={upload.key} upload={upload} onDismiss={() => dismiss(upload.key)} />
          ))}
        </ul>
      )}
      <div
        role="button"
        tabIndex={0}
        className={`media-upload__zone${dragActive ? ' media-upload__zone--active' : ''}`}
        onClick={openChooser}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          setDragActive(true);
        }}
        onDragLeave={() => setDragActive(false)}
        onDrop={onDrop}
      >
        <InboxOutlined className="media-upload__icon" aria-hidden />
        <span>
          {intl.formatMessage({
            id: multiple ? 'media.dropMany' : value.length ? 'media.replace' : 'media.dropOne',
          })}
        </span>
        <span className="media-upload__hint">
          {intl.formatMessage(
            { id: 'media.hint' },
            { types: acceptedNames(accept), size: megabytes(largest) },
          )}
        </span>
      </div>
      <input
        ref={inputRef}
        id={id}
        type="file"
        hidden
        tabIndex={-1}
        accept={acceptAttribute(accept)}
        multiple={multiple}
        onChange={(event) => {
          if (event.target.files) addFiles(event.target.files);
          event.target.value = ''; // choosing the same file again must fire onChange again
        }}
      />
    </div>
  );
}
