import { CrudPage } from '../../../components/crud/crud-page';
import { tangToaNhaConfig } from '../configs/tang-toa-nha.config';

export default function TangToaNhaPage() {
  return <CrudPage config={tangToaNhaConfig} />;
}
