import { adminPaths } from '../../../../shared/common/apiPaths';
import { Form } from 'antd';
import type { Project } from '../../../../shared/content/projects';
import { screenPath } from '../../../../shared/screens';
import { FormActions } from '../../../components/forms/FormActions';
import { UnsavedChangesGuard } from '../../../components/forms/UnsavedChangesGuard';
import { useRecordForm } from '../../../components/forms/useRecordForm';
import { useSlugFromName } from '../../../components/forms/useSlugFromName';
import type { WithPublication } from '../../../components/publication/publicationApi';
import {
  saveKeepingLiveFlag,
  useDraftSave,
} from '../../../components/publication/publicationRecord';
import {
  projectErrorAliases,
  projectFormValues,
  projectInput,
  type ProjectFormValues,
} from '../projectFormValues';
import { useCreateProjectMutation, useUpdateProjectMutation } from '../projectsApi';
import { PaymentPlanEditor } from './PaymentPlanEditor';
import { ProjectAmenitiesSection } from './sections/ProjectAmenitiesSection';
import { ProjectBasicsSection } from './sections/ProjectBasicsSection';
import { ProjectLocationSection } from './sections/ProjectLocationSection';
import { ProjectMediaSection } from './sections/ProjectMediaSection';
import { ProjectStatusSection } from './sections/ProjectStatusSection';
import { ProjectUnitsSection } from './sections/ProjectUnitsSection';

/** Adds a project, or edits `record`. Each section is its own component; the form state is shared. */
export function ProjectForm({ record }: { record?: WithPublication<Project> }) {
  const [form] = Form.useForm<ProjectFormValues>();
  const [create] = useCreateProjectMutation();
  const [update] = useUpdateProjectMutation();
  const followName = useSlugFromName(form, Boolean(record));
  const draft = useDraftSave(record && { kind: 'projects', id: record.id }, record?.publication);
  const { onFinish, onValuesChange, saving, dirtyRef, readOnly, mergeDialog } = useRecordForm({
    apiPath: adminPaths.projects,
    form,
    isEdit: Boolean(record),
    listPath: screenPath('projects'),
    aliases: projectErrorAliases,
    save: (values, version) =>
      saveKeepingLiveFlag(projectInput(values), version, record, draft, create, update),
    asDraft: draft.asDraft,
    versioned: record && {
      record,
      valuesOf: projectFormValues,
      labelPrefixes: ['projects.form'],
      presence: { resource: 'projects', id: record.id },
    },
  });

  return (
    <Form<ProjectFormValues>
      form={form}
      disabled={readOnly}
      layout="vertical"
      initialValues={projectFormValues(record)}
      onValuesChange={(changed) => {
        onValuesChange();
        followName(changed);
      }}
      onFinish={onFinish}
      scrollToFirstError
    >
      <UnsavedChangesGuard dirtyRef={dirtyRef} />
      {mergeDialog}
      <ProjectBasicsSection developer={record?.developer} />
      <ProjectLocationSection />
      <ProjectStatusSection publishedSwitch={!record} />
      <ProjectUnitsSection />
      <PaymentPlanEditor />
      <ProjectAmenitiesSection />
      <ProjectMediaSection />
      <FormActions
        saving={saving}
        listPath={screenPath('projects')}
        readOnly={readOnly}
        asDraft={draft.asDraft}
      />
    </Form>
  );
}
