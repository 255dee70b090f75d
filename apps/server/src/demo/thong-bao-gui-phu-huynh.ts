import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';

const NOTICES = [
  {
    daysAgo: 9,
    tieuDe: 'Họp phụ huynh học kỳ I',
    noiDung:
      '<p>Kính mời quý phụ huynh dự <b>họp phụ huynh học kỳ I</b> lúc 8 giờ sáng Chủ nhật tại phòng học của lớp.</p>' +
      '<ul><li>Báo cáo kết quả giữa kỳ</li><li>Kế hoạch ôn tập cuối kỳ</li></ul>',
    canXacNhan: true,
    /** Of 10 guardians: how many opened, how many of those acknowledged. */
    opened: 9,
    acknowledged: 8,
  },
  {
    daysAgo: 5,
    tieuDe: 'Lịch tham quan ngoại khoá',
    noiDung:
      '<p>Lớp sẽ tham quan <em>Bảo tàng Lịch sử</em> vào thứ Sáu tuần sau. Học sinh mặc đồng phục, mang nước uống.</p>',
    canXacNhan: true,
    opened: 7,
    acknowledged: 4,
  },
  {
    daysAgo: 2,
    tieuDe: 'Nhắc nhở nộp học phí tháng',
    noiDung: '<p>Nhà trường nhắc quý phụ huynh hoàn tất học phí tháng này trước ngày 10.</p>',
    canXacNhan: false,
    opened: 4,
    acknowledged: 0,
  },
];

/**
 * Notices to parents for the demo: three sent notices of `gvcn`'s class, to every guardian of the class, with a mix
 * of opened and acknowledged drawn from a hash of the guardian (so the teacher's screen shows each state). E-mail
 * counts as delivered; the links stay valid for 30 days after sending.
 */
export async function seedParentNotices(tx: DbOrTx, asOf: string): Promise<void> {
  for (const n of NOTICES) {
    await tx.execute(sql`
      with cls as (
        select l.id, a.id as tai_khoan_id, nv.ho_ten
        from ${t.lopQuanLy} l
        join ${t.namHoc} y on y.id = l.nam_hoc_id and y.is_active
        join ${t.taiKhoan} a on a.nhan_vien_id = l.gvcn_id and a.username = 'gvcn'
        join ${t.nhanVien} nv on nv.id = l.gvcn_id
        order by l.id limit 1
      ), sent as (
        select (${asOf}::date - ${n.daysAgo}::int)::timestamp at time zone 'Asia/Ho_Chi_Minh' + interval '8 hours' as at
      ), notice as (
        insert into ${t.thongBaoGuiPhuHuynh}
          (lop_quan_ly_id, tieu_de, noi_dung, can_xac_nhan, trang_thai, gui_luc, so_lan_gui, nguoi_tao_id,
           nguoi_tao_ten, created_at, updated_at)
        select cls.id, ${n.tieuDe}, ${n.noiDung}, ${n.canXacNhan}, 'da_gui', sent.at, 1, cls.tai_khoan_id, cls.ho_ten,
          sent.at - interval '1 hour', sent.at
        from cls, sent
        returning id, lop_quan_ly_id, gui_luc
      )
      insert into ${t.thongBaoGuiPhuHuynhNguoiNhan}
        (thong_bao_id, phu_huynh_id, hoc_sinh_id, ho_ten, quan_he, email, trang_thai_email, gui_luc, so_lan_gui,
         mo_luc, xac_nhan_luc, het_han_luc)
      select notice.id, p.id, p.hoc_sinh_id, p.ho_ten, p.quan_he, p.email,
        case when p.email is null then 'khong_gui' else 'da_gui' end, notice.gui_luc, 1,
        case when r.roll < ${n.opened} then notice.gui_luc + (r.roll + 1) * interval '47 minutes' end,
        case when r.roll < ${n.acknowledged} then notice.gui_luc + (r.roll + 2) * interval '47 minutes' end,
        notice.gui_luc + interval '30 days'
      from notice
      join ${t.lopQuanLyHocSinh} e on e.lop_quan_ly_id = notice.lop_quan_ly_id and e.den_ngay is null
      join ${t.phuHuynh} p on p.hoc_sinh_id = e.hoc_sinh_id
      cross join lateral (select mod(abs(hashtext(${n.tieuDe} || ':' || p.id)), 10) as roll) r`);
  }
}
