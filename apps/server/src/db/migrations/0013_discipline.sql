CREATE TABLE "hanh_vi_cai_dat" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hanh_vi_cai_dat_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"diem_bat_dau" integer NOT NULL,
	"diem_toi_thieu" integer NOT NULL,
	"diem_toi_da" integer NOT NULL,
	"nguong_tot" integer NOT NULL,
	"nguong_kha" integer NOT NULL,
	"nguong_dat" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ma_vi_pham" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ma_vi_pham_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ma" text NOT NULL,
	"mo_ta" text NOT NULL,
	"mo_ta_en" text NOT NULL,
	"diem" integer NOT NULL,
	"muc_do" integer NOT NULL,
	"doi_tuong" text NOT NULL,
	"dang_dung" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ma_vi_pham_ma_unique" UNIQUE("ma")
);
--> statement-breakpoint
CREATE TABLE "vi_pham_hoc_sinh" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vi_pham_hoc_sinh_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer NOT NULL,
	"ngay" date NOT NULL,
	"tiet" integer,
	"dia_diem" text,
	"mo_ta" text NOT NULL,
	"trang_thai" text DEFAULT 'da_bao_cao' NOT NULL,
	"bien_phap" text,
	"ghi_chu_quyet_dinh" text,
	"ly_do_bo_qua" text,
	"nguoi_bao_cao_id" integer NOT NULL,
	"nguoi_bao_cao_tai_khoan_id" integer NOT NULL,
	"xac_minh_boi_id" integer,
	"xac_minh_luc" timestamp with time zone,
	"quyet_dinh_boi_id" integer,
	"quyet_dinh_luc" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vi_pham_hoc_sinh_ma" (
	"vi_pham_id" integer NOT NULL,
	"ma_vi_pham_id" integer NOT NULL,
	"diem" integer NOT NULL,
	CONSTRAINT "vi_pham_hoc_sinh_ma_vi_pham_id_ma_vi_pham_id_pk" PRIMARY KEY("vi_pham_id","ma_vi_pham_id")
);
--> statement-breakpoint
CREATE TABLE "vi_pham_hoc_sinh_nguoi" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vi_pham_hoc_sinh_nguoi_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vi_pham_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"lop_quan_ly_id" integer NOT NULL,
	"cap_hoc" text NOT NULL,
	"tu_trinh" text,
	"tu_trinh_luc" timestamp with time zone,
	"khieu_nai" text,
	"khieu_nai_luc" timestamp with time zone,
	"ket_qua_khieu_nai" text,
	"tra_loi_khieu_nai" text,
	"khieu_nai_xu_ly_luc" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vi_pham_minh_chung" (
	"vi_pham_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "vi_pham_minh_chung_vi_pham_id_file_id_pk" PRIMARY KEY("vi_pham_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "vi_pham_nhan_vien" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vi_pham_nhan_vien_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nhan_vien_id" integer NOT NULL,
	"ngay" date NOT NULL,
	"ma_vi_pham_id" integer NOT NULL,
	"diem" integer NOT NULL,
	"mo_ta" text NOT NULL,
	"trang_thai" text DEFAULT 'cho_xu_ly' NOT NULL,
	"ghi_chu_quyet_dinh" text,
	"ly_do_bo_qua" text,
	"nguoi_bao_cao_id" integer NOT NULL,
	"nguoi_bao_cao_tai_khoan_id" integer NOT NULL,
	"quyet_dinh_boi_id" integer,
	"quyet_dinh_luc" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vi_pham_nhan_vien_minh_chung" (
	"vi_pham_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "vi_pham_nhan_vien_minh_chung_vi_pham_id_file_id_pk" PRIMARY KEY("vi_pham_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh" ADD CONSTRAINT "vi_pham_hoc_sinh_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh" ADD CONSTRAINT "vi_pham_hoc_sinh_nguoi_bao_cao_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_bao_cao_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh" ADD CONSTRAINT "vi_pham_hoc_sinh_nguoi_bao_cao_tai_khoan_id_tai_khoan_id_fk" FOREIGN KEY ("nguoi_bao_cao_tai_khoan_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh" ADD CONSTRAINT "vi_pham_hoc_sinh_xac_minh_boi_id_tai_khoan_id_fk" FOREIGN KEY ("xac_minh_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh" ADD CONSTRAINT "vi_pham_hoc_sinh_quyet_dinh_boi_id_tai_khoan_id_fk" FOREIGN KEY ("quyet_dinh_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh_ma" ADD CONSTRAINT "vi_pham_hoc_sinh_ma_vi_pham_id_vi_pham_hoc_sinh_id_fk" FOREIGN KEY ("vi_pham_id") REFERENCES "public"."vi_pham_hoc_sinh"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh_ma" ADD CONSTRAINT "vi_pham_hoc_sinh_ma_ma_vi_pham_id_ma_vi_pham_id_fk" FOREIGN KEY ("ma_vi_pham_id") REFERENCES "public"."ma_vi_pham"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh_nguoi" ADD CONSTRAINT "vi_pham_hoc_sinh_nguoi_vi_pham_id_vi_pham_hoc_sinh_id_fk" FOREIGN KEY ("vi_pham_id") REFERENCES "public"."vi_pham_hoc_sinh"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh_nguoi" ADD CONSTRAINT "vi_pham_hoc_sinh_nguoi_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_hoc_sinh_nguoi" ADD CONSTRAINT "vi_pham_hoc_sinh_nguoi_lop_quan_ly_id_lop_quan_ly_id_fk" FOREIGN KEY ("lop_quan_ly_id") REFERENCES "public"."lop_quan_ly"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_minh_chung" ADD CONSTRAINT "vi_pham_minh_chung_vi_pham_id_vi_pham_hoc_sinh_id_fk" FOREIGN KEY ("vi_pham_id") REFERENCES "public"."vi_pham_hoc_sinh"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_minh_chung" ADD CONSTRAINT "vi_pham_minh_chung_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_nhan_vien" ADD CONSTRAINT "vi_pham_nhan_vien_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_nhan_vien" ADD CONSTRAINT "vi_pham_nhan_vien_ma_vi_pham_id_ma_vi_pham_id_fk" FOREIGN KEY ("ma_vi_pham_id") REFERENCES "public"."ma_vi_pham"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_nhan_vien" ADD CONSTRAINT "vi_pham_nhan_vien_nguoi_bao_cao_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_bao_cao_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_nhan_vien" ADD CONSTRAINT "vi_pham_nhan_vien_nguoi_bao_cao_tai_khoan_id_tai_khoan_id_fk" FOREIGN KEY ("nguoi_bao_cao_tai_khoan_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_nhan_vien" ADD CONSTRAINT "vi_pham_nhan_vien_quyet_dinh_boi_id_tai_khoan_id_fk" FOREIGN KEY ("quyet_dinh_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_nhan_vien_minh_chung" ADD CONSTRAINT "vi_pham_nhan_vien_minh_chung_vi_pham_id_vi_pham_nhan_vien_id_fk" FOREIGN KEY ("vi_pham_id") REFERENCES "public"."vi_pham_nhan_vien"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vi_pham_nhan_vien_minh_chung" ADD CONSTRAINT "vi_pham_nhan_vien_minh_chung_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vphs_ngay" ON "vi_pham_hoc_sinh" USING btree ("ngay");--> statement-breakpoint
CREATE INDEX "vphs_trang_thai" ON "vi_pham_hoc_sinh" USING btree ("trang_thai","ngay");--> statement-breakpoint
CREATE INDEX "vphs_nguoi_bao_cao" ON "vi_pham_hoc_sinh" USING btree ("nguoi_bao_cao_tai_khoan_id");--> statement-breakpoint
CREATE INDEX "vphsm_ma" ON "vi_pham_hoc_sinh_ma" USING btree ("ma_vi_pham_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vphsn_vi_pham_hoc_sinh" ON "vi_pham_hoc_sinh_nguoi" USING btree ("vi_pham_id","hoc_sinh_id");--> statement-breakpoint
CREATE INDEX "vphsn_hoc_sinh" ON "vi_pham_hoc_sinh_nguoi" USING btree ("hoc_sinh_id");--> statement-breakpoint
CREATE INDEX "vphsn_lop" ON "vi_pham_hoc_sinh_nguoi" USING btree ("lop_quan_ly_id");--> statement-breakpoint
CREATE INDEX "vpmc_file" ON "vi_pham_minh_chung" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "vpnv_nhan_vien" ON "vi_pham_nhan_vien" USING btree ("nhan_vien_id","trang_thai");--> statement-breakpoint
CREATE INDEX "vpnv_nguoi_bao_cao" ON "vi_pham_nhan_vien" USING btree ("nguoi_bao_cao_tai_khoan_id");--> statement-breakpoint
CREATE INDEX "vpnv_ngay" ON "vi_pham_nhan_vien" USING btree ("ngay");--> statement-breakpoint
CREATE INDEX "vpnvmc_file" ON "vi_pham_nhan_vien_minh_chung" USING btree ("file_id");