// Leave requests (DonNghiPhep): filing, approval, balances, leave types and entitlements of staff.

// The upload policy's checks (type from the bytes, safe names), reused by other modules' attachments.
export { cleanFileName, sniffAttachmentType } from './dinh-kem';
export { donNghiPhepRoutes } from './don-nghi-phep.routes';
export { getBalance, type LeaveOnDay, listApprovedLeaveDays } from './don-nghi-phep.service';
