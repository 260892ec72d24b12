import { useParams } from 'react-router-dom';
import DeveloperFormPage from '../../features/developers/pages/DeveloperFormPage';
import { DeveloperProjects } from '../../features/projects/components/DeveloperProjects';

/** /developers/:id: the developer's form with its projects below (features meet here, not in each other). */
export default function DeveloperRoute() {
  const id = Number(useParams().id);
  return (
    <DeveloperFormPage>
      {Number.isInteger(id) && id > 0 && <DeveloperProjects developerId={id} />}
    </DeveloperFormPage>
  );
}
