CREATE TABLE "tam_ly_cai_dat_nhan" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"nguoi_nhan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quy_tac" text DEFAULT 'thuCong' NOT NULL,
	"chu_de" jsonb NOT NULL,
	"ngay_lam_viec" jsonb NOT NULL,
	"gio_bat_dau" text NOT NULL,
	"gio_ket_thuc" text NOT NULL,
	"khan_cap_ten" text NOT NULL,
	"khan_cap_dien_thoai" text NOT NULL,
	"khan_cap_ghi_chu" text,
	"cap_nhat_boi_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tam_ly_cai_dat_nhan" ADD CONSTRAINT "tam_ly_cai_dat_nhan_cap_nhat_boi_id_tai_khoan_id_fk" FOREIGN KEY ("cap_nhat_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;