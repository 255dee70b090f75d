import { SubjectClassesManage } from '../components/subject-classes-manage';

/** `quanlythoikhoabieu/lopmonhoccam`: the Cambridge-programme subject classes of the year. */
export default function LopMonHocCamPage() {
  return <SubjectClassesManage maHeHoc="CAM" />;
}
