import { CrudPage } from '../../../components/crud/crud-page';
import { giayToTuyThanConfig } from '../components/giay-to-tuy-than.config';

export default function GiayToTuyThanPage() {
  return <CrudPage config={giayToTuyThanConfig} />;
}
