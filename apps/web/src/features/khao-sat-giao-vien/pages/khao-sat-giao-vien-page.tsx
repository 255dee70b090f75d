import { CrudPage } from '../../../components/crud/crud-page';
import { khaoSatGiaoVienConfig } from '../components/khao-sat-giao-vien.config';

export default function KhaoSatGiaoVienPage() {
  return <CrudPage config={khaoSatGiaoVienConfig} />;
}
