import {
  DeleteOutlined,
  EditOutlined,
  PlayCircleFilled,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import type { DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { homeAssetState } from '../../../../shared/homeAssets/rules';
import { ReorderHandle } from '../../../components/ResourceList/ReorderHandle';
import { assetName, type AssetRow } from '../assetRows';

const STATE_COLORS = { inactive: 'default', scheduled: 'processing', expired: 'warning' } as const;

interface Props {
  asset: AssetRow;
  index: number;
  count: number;
  /** Being dragged, or the place a dragged tile would land. */
  dragging: boolean;
  dropTarget: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (from: number, to: number) => void;
  drag: {
    start: (index: number, event: DragEvent<HTMLElement>) => void;
    over: (index: number, event: DragEvent<HTMLElement>) => void;
    drop: (index: number, event: DragEvent<HTMLElement>) => void;
    end: () => void;
  };
}

/** The picture an admin recognises: the image's preview, or a video's poster (else its first frame). */
function Thumbnail({ asset, alt }: { asset: AssetRow; alt: string }) {
  if (asset.type === 'video') {
    const poster = asset.poster?.preview_url ?? asset.poster?.original_url;
    return (
      <>
        {poster ? (
          <img src={poster} alt={alt} loading="lazy" />
        ) : asset.media ? (
          <video src={asset.media.original_url} muted preload="metadata" aria-label={alt} />
        ) : (
          <VideoCameraOutlined className="home-asset__placeholder" />
        )}
        <PlayCircleFilled className="home-asset__play" aria-hidden />
      </>
    );
  }
  const src = asset.media?.preview_url ?? asset.media?.original_url;
  return src ? <img src={src} alt={alt} loading="lazy" /> : null;
}

/** One asset in its section's grid: thumbnail, state, and its edit, delete and reorder controls. */
export function AssetTile(props: Props) {
  const { asset, index, count, dragging, dropTarget, onEdit, onDelete, onMove, drag } = props;
  const intl = useIntl();
  const name = assetName(asset, intl.locale);
  const state = homeAssetState(asset);
  const className = [
    'home-asset',
    dragging && 'home-asset--dragging',
    dropTarget && 'home-asset--target',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={className}
      aria-label={name}
      onDragOver={(event) => drag.over(index, event)}
      onDrop={(event) => drag.drop(index, event)}
    >
      <div
        className="home-asset__thumb"
        draggable
        onDragStart={(event) => drag.start(index, event)}
        onDragEnd={drag.end}
      >
        <Thumbnail asset={asset} alt={pickAlt(asset, intl.locale) || name} />
        {state !== 'live' && (
          <Tag className="home-asset__state" color={STATE_COLORS[state]}>
            {intl.formatMessage({ id: `homeAssets.state.${state}` })}
          </Tag>
        )}
      </div>
      <div className="home-asset__body">
        {/* Long titles are cut with an ellipsis: the tooltip shows the whole of it. */}
        <Tooltip title={name}>
          <span className="home-asset__name">{name}</span>
        </Tooltip>
        <span className="home-asset__actions">
          <ReorderHandle
            index={index}
            count={count}
            name={name}
            onDragStart={drag.start}
            onDragEnd={drag.end}
            onMove={onMove}
          />
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            aria-label={intl.formatMessage({ id: 'list.editRow' }, { name })}
            onClick={onEdit}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={intl.formatMessage({ id: 'list.deleteRow' }, { name })}
            onClick={onDelete}
          />
        </span>
      </div>
    </li>
  );
}

const pickAlt = (asset: AssetRow, locale: string) =>
  (locale === 'ar' && asset.alt.ar.trim()) || asset.alt.en;
