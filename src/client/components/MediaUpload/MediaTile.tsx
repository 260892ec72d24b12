import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  FilePdfOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import type { DragEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Media } from '../../../shared/common/schemas';
import { mediaClassOf } from './mediaRules';
import type { PendingUpload } from './useMediaUploads';

export function MediaPreview({ media }: { media: Media }) {
  const cls = mediaClassOf(media.mime_type);
  const name = media.name || media.file_name;
  if (cls === 'image')
    return (
      <img className="media-tile__image" src={media.preview_url ?? media.original_url} alt={name} />
    );
  const Icon = cls === 'pdf' ? FilePdfOutlined : VideoCameraOutlined;
  return (
    <a className="media-tile__file" href={media.original_url} target="_blank" rel="noreferrer">
      <Icon className="media-tile__icon" aria-hidden />
      <span className="media-tile__name">{name}</span>
    </a>
  );
}

interface TileProps {
  media: Media;
  index: number;
  count: number;
  /** Reordering is offered on multi-file fields only. */
  sortable: boolean;
  onRemove: () => void;
  onMove: (from: number, to: number) => void;
  onDragStart: (index: number) => void;
  onDropAt: (index: number) => void;
}

/** An uploaded file: its preview, removal and — on ordered fields — drag handle and move buttons. */
export function MediaTile({ media, index, count, sortable, ...actions }: TileProps) {
  const intl = useIntl();
  const name = media.name || media.file_name;
  const t = (id: string) => intl.formatMessage({ id }, { name });
  const dragProps = sortable
    ? {
        draggable: true,
        onDragStart: (event: DragEvent) => {
          // Firefox starts a drag only when some data is set.
          event.dataTransfer?.setData('text/plain', String(media.id));
          actions.onDragStart(index);
        },
        onDragOver: (event: DragEvent) => event.preventDefault(),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          event.stopPropagation();
          actions.onDropAt(index);
        },
      }
    : {};
  return (
    <li className="media-tile" aria-label={name} {...dragProps}>
      <MediaPreview media={media} />
      <div className="media-tile__actions">
        {sortable && (
          <>
            <Button
              size="small"
              type="text"
              className="media-tile__move"
              icon={<ArrowLeftOutlined />}
              aria-label={t('media.moveEarlier')}
              disabled={index === 0}
              onClick={() => actions.onMove(index, index - 1)}
            />
            <Button
              size="small"
              type="text"
              className="media-tile__move"
              icon={<ArrowRightOutlined />}
              aria-label={t('media.moveLater')}
              disabled={index === count - 1}
              onClick={() => actions.onMove(index, index + 1)}
            />
          </>
        )}
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('media.remove')}
          onClick={actions.onRemove}
        />
      </div>
    </li>
  );
}

/** A file being uploaded (progress bar, cancel) or refused (the reason, dismiss). */
export function PendingTile({
  upload,
  onDismiss,
}: {
  upload: PendingUpload;
  onDismiss: () => void;
}) {
  const intl = useIntl();
  const label = upload.error ? 'media.dismiss' : 'media.cancel';
  return (
    <li className={`media-tile media-tile--pending${upload.error ? ' media-tile--error' : ''}`}>
      <span className="media-tile__name">{upload.name}</span>
      {upload.error ? (
        // The specification's upload error, then why (unless the why is that same sentence).
        <span role="alert" className="media-tile__error">
          <strong className="media-tile__error-title">
            {intl.formatMessage({ id: 'errors.upload' })}
          </strong>{' '}
          {upload.error !== intl.formatMessage({ id: 'errors.upload' }) && (
            <span className="media-tile__error-reason">{upload.error}</span>
          )}
        </span>
      ) : (
        // The native bar: antd's Progress would add its own chunk to every form page.
        <progress
          className="media-tile__progress"
          max={100}
          value={upload.progress}
          aria-label={intl.formatMessage({ id: 'media.uploading' }, { name: upload.name })}
        />
      )}
      <div className="media-tile__actions">
        <Button
          size="small"
          type="text"
          icon={<DeleteOutlined />}
          aria-label={intl.formatMessage({ id: label }, { name: upload.name })}
          onClick={onDismiss}
        />
      </div>
    </li>
  );
}
