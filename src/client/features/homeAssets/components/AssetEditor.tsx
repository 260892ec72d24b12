import { Button, DatePicker, Drawer, Form, Space } from 'antd';
import { Switch } from '../../../components/Switch';
import { LazySelect as Select } from '../../../components/LazySelect';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { HOME_ASSET_SECTIONS } from '../../../../shared/homeAssets/rules';
import { TEXT_LIMITS } from '../../../../shared/common/translatable';
import { screenPath } from '../../../../shared/screens';
import { useFieldRules } from '../../../components/forms/useFieldRules';
import { useRecordForm } from '../../../components/forms/useRecordForm';
import { MediaUpload } from '../../../components/MediaUpload/MediaUpload';
import { TranslatableInput } from '../../../components/TranslatableInput/TranslatableInput';
import { lazyWithRetry } from '../../../utils/lazyWithRetry';
import { HistoryButton } from '../../../components/History/HistoryButton';
import type { AssetRow } from '../assetRows';
import {
  homeAssetErrorAliases,
  homeAssetFormValues,
  homeAssetInput,
  isVideo,
  type HomeAssetFormValues,
} from '../homeAssetFormValues';
import { useGetHomeAssetQuery, useUpdateHomeAssetMutation } from '../homeAssetsApi';
import { PublicationBar } from '../../../components/publication/PublicationBar';
import type { Publication } from '../../../components/publication/publicationApi';
import {
  useDraftSave,
  useRecordWithDraft,
} from '../../../components/publication/publicationRecord';
import { Input } from '../../../components/antdInput';

const LeaveDialog = lazyWithRetry(
  () => import(/* webpackChunkName: "leave-dialog" */ '../../../components/forms/LeaveDialog'),
  'leave-dialog',
);

interface Props {
  asset: AssetRow;
  onClose: () => void;
}

/**
 * Edits one asset in a drawer (from the end side: the right, or the left in Arabic): the asset read afresh
 * with its publication and its draft, if any (docs/product.md#publishing); the list's row when it cannot be.
 */
export default function AssetEditor({ asset, onClose }: Props) {
  const intl = useIntl();
  const target = { kind: 'home-assets', id: asset.id } as const;
  const query = useGetHomeAssetQuery(asset.id, { refetchOnMountOrArgChange: true });
  const { record, isLoading } = useRecordWithDraft(target, query.data?.data);
  if (query.isLoading || isLoading || (!record && !query.isError))
    return (
      <Drawer
        open
        loading
        title={intl.formatMessage({ id: 'homeAssets.form.title' })}
        size={560}
        placement={intl.locale === 'ar' ? 'left' : 'right'}
        onClose={onClose}
      />
    );
  return (
    <AssetEditorForm
      asset={(record as AssetRow | undefined) ?? asset}
      publication={query.data?.data.publication}
      onClose={onClose}
    />
  );
}

function AssetEditorForm({
  asset,
  publication,
  onClose,
}: Props & { publication: Publication | undefined }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `homeAssets.form.${id}` });
  const rules = useFieldRules();
  const [form] = Form.useForm<HomeAssetFormValues>();
  const [update] = useUpdateHomeAssetMutation();
  const target = { kind: 'home-assets', id: asset.id } as const;
  // An active asset's changes go to its draft until published; its bar sets and clears is_active.
  const draft = useDraftSave(target, publication);
  const [asking, setAsking] = useState(false);
  const video = isVideo(Form.useWatch('media', form) ?? asset.media ?? []);
  const { onFinish, onValuesChange, dirtyRef, saving, mergeDialog, pendingEdits } = useRecordForm({
    form,
    isEdit: true,
    listPath: screenPath('homeAssets'),
    aliases: homeAssetErrorAliases,
    save: async (values, version) => {
      const input = homeAssetInput(values);
      const body = publication ? { ...input, is_active: asset.is_active } : input;
      const saved = await (draft.asDraft
        ? draft.save(body, version)
        : update({ id: asset.id, body, version }).unwrap());
      // A draft stays in the drawer, to be published from its bar; a direct save is done with it.
      if (!draft.asDraft) onClose();
      return saved;
    },
    asDraft: draft.asDraft,
    versioned: {
      record: asset,
      valuesOf: homeAssetFormValues,
      labelPrefixes: ['homeAssets.form'],
      // homeAssets.form.title is the drawer's.
      labelIds: { title: 'homeAssets.form.titleField' },
      presence: { resource: 'home-assets', id: asset.id },
    },
  });
  // Closing with unsaved changes asks first, as leaving a form page does.
  const requestClose = () => (dirtyRef.current ? setAsking(true) : onClose());
  const endsAfterStart = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_rule: unknown, ends: HomeAssetFormValues['ends_at']) => {
      const starts = getFieldValue('starts_at') as HomeAssetFormValues['starts_at'];
      return ends && starts && !ends.isAfter(starts)
        ? Promise.reject(new Error(intl.formatMessage({ id: 'form.server.endsBeforeStarts' })))
        : Promise.resolve();
    },
  });

  return (
    <Drawer
      open
      title={t('title')}
      size={560}
      placement={intl.locale === 'ar' ? 'left' : 'right'}
      onClose={requestClose}
      footer={
        <Space>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {intl.formatMessage({ id: draft.asDraft ? 'publication.saveDraft' : 'form.save' })}
          </Button>
          <Button onClick={requestClose}>
            {intl.formatMessage({ id: 'homeAssets.form.cancel' })}
          </Button>
          <HistoryButton
            entity="home-asset"
            id={asset.id}
            publication={{ ...target, version: asset.version }}
          />
        </Space>
      }
    >
      <Form<HomeAssetFormValues>
        form={form}
        layout="vertical"
        initialValues={homeAssetFormValues(asset)}
        onValuesChange={onValuesChange}
        onFinish={onFinish}
        scrollToFirstError
      >
        {publication && (
          <PublicationBar
            target={target}
            publication={publication}
            version={asset.version}
            pendingEdits={pendingEdits}
          />
        )}
        {mergeDialog}
        <Form.Item name="media" label={t('media')} rules={[{ ...rules.required, type: 'array' }]}>
          <MediaUpload accept={['image', 'video']} collection="media" />
        </Form.Item>
        <Form.Item name="section" label={t('section')}>
          <Select
            options={HOME_ASSET_SECTIONS.map((value) => ({
              value,
              label: intl.formatMessage({ id: `homeAssets.section.${value}` }),
            }))}
          />
        </Form.Item>
        <TranslatableInput name="title" label={t('titleField')} maxLength={TEXT_LIMITS.short} />
        <TranslatableInput name="subtitle" label={t('subtitle')} maxLength={TEXT_LIMITS.short} />
        <TranslatableInput name="alt" label={t('alt')} maxLength={TEXT_LIMITS.short} />
        <TranslatableInput name="cta_label" label={t('ctaLabel')} />
        <Form.Item
          name="cta_url"
          label={t('ctaUrl')}
          rules={[rules.url, rules.maxLength(TEXT_LIMITS.url)]}
        >
          <Input dir="ltr" inputMode="url" placeholder="https://" />
        </Form.Item>
        <Form.Item name="mobile_media" label={t('mobileMedia')} extra={t('mobileMediaHint')}>
          <MediaUpload accept={['image']} collection="mobile" />
        </Form.Item>
        {video && (
          <Form.Item name="poster" label={t('poster')} extra={t('posterHint')}>
            <MediaUpload accept={['image']} collection="poster" />
          </Form.Item>
        )}
        {!publication && (
          <Form.Item name="is_active" label={t('active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        <Space wrap align="start" className="home-assets__dates">
          <Form.Item name="starts_at" label={t('startsAt')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item
            name="ends_at"
            label={t('endsAt')}
            dependencies={['starts_at']}
            rules={[endsAfterStart]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        </Space>
      </Form>
      {asking && (
        <Suspense fallback={null}>
          <LeaveDialog onLeave={onClose} onStay={() => setAsking(false)} />
        </Suspense>
      )}
    </Drawer>
  );
}
