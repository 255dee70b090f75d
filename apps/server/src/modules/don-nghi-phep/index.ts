// Leave requests (DonNghiPhep): filing, approval, balances, leave types and entitlements of staff.

export { donNghiPhepRoutes } from './don-nghi-phep.routes';
export { getBalance, type LeaveOnDay, listApprovedLeaveDays } from './don-nghi-phep.service';
