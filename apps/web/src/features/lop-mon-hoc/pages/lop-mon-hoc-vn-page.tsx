import { SubjectClassesManage } from '../components/subject-classes-manage';

/** `quanlythoikhoabieu/lopmonhocvn`: the national-programme subject classes of the year. */
export default function LopMonHocVnPage() {
  return <SubjectClassesManage maHeHoc="VN" />;
}
