import { Col, Form, Row } from 'antd';
import { Input } from '../../../../components/antdInput';
import { useIntl } from 'react-intl';
import { MAX_GALLERY } from '../../../../../shared/content/rules';
import { useFieldRules } from '../../../../components/forms/useFieldRules';
import { MediaUpload } from '../../../../components/MediaUpload/MediaUpload';

/** Cover, ordered gallery and floor plans, the PDF brochure and a video link. */
export function ProjectMediaSection() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `projects.form.${id}` });
  const rules = useFieldRules();
  return (
    <>
      <h2 className="record-form__section">{t('sectionMedia')}</h2>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="cover" label={t('cover')}>
            <MediaUpload accept={['image']} collection="cover" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="brochure" label={t('brochure')}>
            <MediaUpload accept={['pdf']} collection="brochure" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="gallery" label={t('gallery')} extra={t('orderHint')}>
        <MediaUpload accept={['image']} multiple max={MAX_GALLERY} collection="gallery" />
      </Form.Item>
      <Form.Item name="floor_plans" label={t('floorPlans')} extra={t('orderHint')}>
        <MediaUpload
          accept={['image', 'pdf']}
          multiple
          max={MAX_GALLERY}
          collection="floor_plans"
        />
      </Form.Item>
      <Form.Item name="video_url" label={t('videoUrl')} rules={[rules.url]}>
        <Input dir="ltr" inputMode="url" placeholder="https://" />
      </Form.Item>
    </>
  );
}
