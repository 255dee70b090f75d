import { loaiPhongConfig } from '../configs/loai-phong.config';
import { CrudPage } from '../crud/crud-page';

export default function LoaiPhongPage() {
  return <CrudPage config={loaiPhongConfig} />;
}
