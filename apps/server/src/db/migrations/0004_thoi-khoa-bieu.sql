CREATE TABLE "cai_dat_thoi_khoa_bieu" (
	"nam_hoc_id" integer PRIMARY KEY NOT NULL,
	"so_ngay_hoc" integer DEFAULT 6 NOT NULL,
	"so_tiet_ngay" integer DEFAULT 8 NOT NULL,
	"so_tiet_sang" integer DEFAULT 4 NOT NULL,
	"gio_bat_dau" jsonb NOT NULL,
	"thoi_luong_tiet" integer DEFAULT 45 NOT NULL,
	"tiet_cam" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"so_tuan_nam" integer DEFAULT 35 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giao_vien_ban_tiet" (
	"nam_hoc_id" integer NOT NULL,
	"nhan_vien_id" integer NOT NULL,
	"thu" integer NOT NULL,
	"tiet" integer NOT NULL,
	"ly_do" text,
	CONSTRAINT "giao_vien_ban_tiet_nam_hoc_id_nhan_vien_id_thu_tiet_pk" PRIMARY KEY("nam_hoc_id","nhan_vien_id","thu","tiet")
);
--> statement-breakpoint
CREATE TABLE "giao_vien_ngay_uu_tien" (
	"nam_hoc_id" integer NOT NULL,
	"nhan_vien_id" integer NOT NULL,
	"thu" integer NOT NULL,
	CONSTRAINT "giao_vien_ngay_uu_tien_nam_hoc_id_nhan_vien_id_thu_pk" PRIMARY KEY("nam_hoc_id","nhan_vien_id","thu")
);
--> statement-breakpoint
CREATE TABLE "lan_tao_thoi_khoa_bieu" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lan_tao_thoi_khoa_bieu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phien_ban_id" integer NOT NULL,
	"trang_thai" text DEFAULT 'dang_chay' NOT NULL,
	"da_xep" integer DEFAULT 0 NOT NULL,
	"tong_so" integer DEFAULT 0 NOT NULL,
	"diem" integer,
	"ly_do" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tao_boi" integer,
	"bat_dau_luc" timestamp with time zone DEFAULT now() NOT NULL,
	"ket_thuc_luc" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lich_token_thoi_khoa_bieu" (
	"tai_khoan_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lich_token_thoi_khoa_bieu_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mon_hoc_thoi_khoa_bieu" (
	"mon_hoc_id" integer PRIMARY KEY NOT NULL,
	"loai_phong_id" integer,
	"tiet_doi" boolean DEFAULT false NOT NULL,
	"mon_nang" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ngoai_le_tiet_hoc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ngoai_le_tiet_hoc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tiet_hoc_id" integer NOT NULL,
	"ngay" date NOT NULL,
	"loai" text NOT NULL,
	"giao_vien_thay_id" integer,
	"phong_id" integer,
	"ghi_chu" text,
	"tao_boi" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phien_ban_thoi_khoa_bieu" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phien_ban_thoi_khoa_bieu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer NOT NULL,
	"hoc_ky_id" integer NOT NULL,
	"ten" text NOT NULL,
	"trang_thai" text DEFAULT 'nhap' NOT NULL,
	"ngay_ap_dung" date NOT NULL,
	"cong_bo_luc" timestamp with time zone,
	"tao_boi" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tiet_hoc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tiet_hoc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phien_ban_id" integer NOT NULL,
	"lop_mon_hoc_id" integer,
	"lop_quan_ly_id" integer,
	"hoat_dong" text,
	"thu" integer NOT NULL,
	"tiet" integer NOT NULL,
	"so_tiet" integer DEFAULT 1 NOT NULL,
	"phong_id" integer,
	"giao_vien_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"co_dinh" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cai_dat_thoi_khoa_bieu" ADD CONSTRAINT "cai_dat_thoi_khoa_bieu_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_vien_ban_tiet" ADD CONSTRAINT "giao_vien_ban_tiet_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_vien_ban_tiet" ADD CONSTRAINT "giao_vien_ban_tiet_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_vien_ngay_uu_tien" ADD CONSTRAINT "giao_vien_ngay_uu_tien_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_vien_ngay_uu_tien" ADD CONSTRAINT "giao_vien_ngay_uu_tien_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lan_tao_thoi_khoa_bieu" ADD CONSTRAINT "lan_tao_thoi_khoa_bieu_phien_ban_id_phien_ban_thoi_khoa_bieu_id_fk" FOREIGN KEY ("phien_ban_id") REFERENCES "public"."phien_ban_thoi_khoa_bieu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lan_tao_thoi_khoa_bieu" ADD CONSTRAINT "lan_tao_thoi_khoa_bieu_tao_boi_tai_khoan_id_fk" FOREIGN KEY ("tao_boi") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lich_token_thoi_khoa_bieu" ADD CONSTRAINT "lich_token_thoi_khoa_bieu_tai_khoan_id_tai_khoan_id_fk" FOREIGN KEY ("tai_khoan_id") REFERENCES "public"."tai_khoan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mon_hoc_thoi_khoa_bieu" ADD CONSTRAINT "mon_hoc_thoi_khoa_bieu_mon_hoc_id_mon_hoc_id_fk" FOREIGN KEY ("mon_hoc_id") REFERENCES "public"."mon_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mon_hoc_thoi_khoa_bieu" ADD CONSTRAINT "mon_hoc_thoi_khoa_bieu_loai_phong_id_loai_phong_id_fk" FOREIGN KEY ("loai_phong_id") REFERENCES "public"."loai_phong"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngoai_le_tiet_hoc" ADD CONSTRAINT "ngoai_le_tiet_hoc_tiet_hoc_id_tiet_hoc_id_fk" FOREIGN KEY ("tiet_hoc_id") REFERENCES "public"."tiet_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngoai_le_tiet_hoc" ADD CONSTRAINT "ngoai_le_tiet_hoc_giao_vien_thay_id_nhan_vien_id_fk" FOREIGN KEY ("giao_vien_thay_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngoai_le_tiet_hoc" ADD CONSTRAINT "ngoai_le_tiet_hoc_phong_id_phong_id_fk" FOREIGN KEY ("phong_id") REFERENCES "public"."phong"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngoai_le_tiet_hoc" ADD CONSTRAINT "ngoai_le_tiet_hoc_tao_boi_tai_khoan_id_fk" FOREIGN KEY ("tao_boi") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phien_ban_thoi_khoa_bieu" ADD CONSTRAINT "phien_ban_thoi_khoa_bieu_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phien_ban_thoi_khoa_bieu" ADD CONSTRAINT "phien_ban_thoi_khoa_bieu_hoc_ky_id_hoc_ky_id_fk" FOREIGN KEY ("hoc_ky_id") REFERENCES "public"."hoc_ky"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phien_ban_thoi_khoa_bieu" ADD CONSTRAINT "phien_ban_thoi_khoa_bieu_tao_boi_tai_khoan_id_fk" FOREIGN KEY ("tao_boi") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiet_hoc" ADD CONSTRAINT "tiet_hoc_phien_ban_id_phien_ban_thoi_khoa_bieu_id_fk" FOREIGN KEY ("phien_ban_id") REFERENCES "public"."phien_ban_thoi_khoa_bieu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiet_hoc" ADD CONSTRAINT "tiet_hoc_lop_mon_hoc_id_lop_mon_hoc_id_fk" FOREIGN KEY ("lop_mon_hoc_id") REFERENCES "public"."lop_mon_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiet_hoc" ADD CONSTRAINT "tiet_hoc_lop_quan_ly_id_lop_quan_ly_id_fk" FOREIGN KEY ("lop_quan_ly_id") REFERENCES "public"."lop_quan_ly"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiet_hoc" ADD CONSTRAINT "tiet_hoc_phong_id_phong_id_fk" FOREIGN KEY ("phong_id") REFERENCES "public"."phong"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gvbt_gv" ON "giao_vien_ban_tiet" USING btree ("nhan_vien_id");--> statement-breakpoint
CREATE INDEX "ltkb_phien_ban" ON "lan_tao_thoi_khoa_bieu" USING btree ("phien_ban_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ngoai_le_tiet_ngay" ON "ngoai_le_tiet_hoc" USING btree ("tiet_hoc_id","ngay");--> statement-breakpoint
CREATE INDEX "ngoai_le_ngay" ON "ngoai_le_tiet_hoc" USING btree ("ngay");--> statement-breakpoint
CREATE INDEX "pbtkb_nam" ON "phien_ban_thoi_khoa_bieu" USING btree ("nam_hoc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pbtkb_mot_cong_bo" ON "phien_ban_thoi_khoa_bieu" USING btree ("hoc_ky_id") WHERE "phien_ban_thoi_khoa_bieu"."trang_thai" = 'cong_bo';--> statement-breakpoint
CREATE INDEX "tiet_hoc_phien_ban" ON "tiet_hoc" USING btree ("phien_ban_id");--> statement-breakpoint
CREATE INDEX "tiet_hoc_lmh" ON "tiet_hoc" USING btree ("lop_mon_hoc_id");