// Notices to parents (ThongBaoGuiPhuHuynh): a homeroom teacher's notices to the guardians of the class, by e-mail and signed link.
// The one SMTP sender (nodemailer): admissions mails its decision letters through it too.
export { createMailer, type DeliveryOutcome, type Mailer, type NoticeMail } from './mailer';
export { sanitizeNoticeHtml } from './notice-html';
export { signLink, verifyLink } from './signed-link';
export { thongBaoGuiPhuHuynhRoutes } from './thong-bao-gui-phu-huynh.routes';
