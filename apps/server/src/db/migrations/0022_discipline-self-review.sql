ALTER TABLE "vi_pham_hoc_sinh_nguoi" ADD COLUMN "tu_kiem_diem" text;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh_nguoi" ADD COLUMN "tu_kiem_diem_luc" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh_nguoi" ADD COLUMN "phu_huynh_ho_ten" text;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh_nguoi" ADD COLUMN "phu_huynh_ngay" date;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh_nguoi" ADD COLUMN "phu_huynh_ghi_chu" text;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh_nguoi" ADD COLUMN "phu_huynh_ghi_nhan_boi_id" integer;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh_nguoi" ADD COLUMN "phu_huynh_ghi_nhan_luc" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh_nguoi" ADD CONSTRAINT "vi_pham_hoc_sinh_nguoi_phu_huynh_ghi_nhan_boi_id_tai_khoan_id_fk" FOREIGN KEY ("phu_huynh_ghi_nhan_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;