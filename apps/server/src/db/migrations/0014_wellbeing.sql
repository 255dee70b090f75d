CREATE TABLE "tam_ly_bai_danh_gia" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tam_ly_bai_danh_gia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ma" text NOT NULL,
	"phien_ban" integer NOT NULL,
	"ten" text NOT NULL,
	"ten_en" text NOT NULL,
	"mo_ta" text,
	"nguoi_tra_loi" text NOT NULL,
	"nguon" text NOT NULL,
	"giay_phep" text NOT NULL,
	"dinh_nghia" jsonb NOT NULL,
	"ngung_su_dung" boolean DEFAULT false NOT NULL,
	"tao_boi_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tam_ly_dot_danh_gia" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tam_ly_dot_danh_gia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bai_danh_gia_id" integer NOT NULL,
	"nam_hoc_id" integer NOT NULL,
	"ten" text NOT NULL,
	"trang_thai" text DEFAULT 'draft' NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date NOT NULL,
	"khoi_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lop_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tao_boi_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tam_ly_phieu_tra_loi" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tam_ly_phieu_tra_loi_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dot_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"lop_quan_ly_id" integer,
	"khoi_id" integer,
	"tra_loi" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ket_qua" jsonb,
	"can_theo_doi" boolean DEFAULT false NOT NULL,
	"nop_luc" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tam_ly_buoi_tham_van" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tam_ly_buoi_tham_van_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ho_so_id" integer NOT NULL,
	"ngay" date NOT NULL,
	"hinh_thuc" text NOT NULL,
	"ghi_chu_ma_hoa" text NOT NULL,
	"tao_boi_id" integer,
	"nguoi_ghi_ten" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tam_ly_dang_ky_tham_van" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tam_ly_dang_ky_tham_van_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hoc_sinh_id" integer NOT NULL,
	"nguoi_gui_id" integer NOT NULL,
	"nguoi_gui_ten" text NOT NULL,
	"la_hoc_sinh_tu_gui" boolean NOT NULL,
	"chu_de" text NOT NULL,
	"muc_do" text NOT NULL,
	"thoi_gian_mong_muon" text,
	"noi_dung" text NOT NULL,
	"trang_thai" text DEFAULT 'submitted' NOT NULL,
	"phu_trach_id" integer,
	"lich_hen" timestamp with time zone,
	"phong" text,
	"ghi_chu_xu_ly" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tam_ly_ho_so" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tam_ly_ho_so_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hoc_sinh_id" integer NOT NULL,
	"trang_thai" text DEFAULT 'open' NOT NULL,
	"tao_boi_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tam_ly_bai_danh_gia" ADD CONSTRAINT "tam_ly_bai_danh_gia_tao_boi_id_tai_khoan_id_fk" FOREIGN KEY ("tao_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_dot_danh_gia" ADD CONSTRAINT "tam_ly_dot_danh_gia_bai_danh_gia_id_tam_ly_bai_danh_gia_id_fk" FOREIGN KEY ("bai_danh_gia_id") REFERENCES "public"."tam_ly_bai_danh_gia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_dot_danh_gia" ADD CONSTRAINT "tam_ly_dot_danh_gia_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_dot_danh_gia" ADD CONSTRAINT "tam_ly_dot_danh_gia_tao_boi_id_tai_khoan_id_fk" FOREIGN KEY ("tao_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_phieu_tra_loi" ADD CONSTRAINT "tam_ly_phieu_tra_loi_dot_id_tam_ly_dot_danh_gia_id_fk" FOREIGN KEY ("dot_id") REFERENCES "public"."tam_ly_dot_danh_gia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_phieu_tra_loi" ADD CONSTRAINT "tam_ly_phieu_tra_loi_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_buoi_tham_van" ADD CONSTRAINT "tam_ly_buoi_tham_van_ho_so_id_tam_ly_ho_so_id_fk" FOREIGN KEY ("ho_so_id") REFERENCES "public"."tam_ly_ho_so"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_buoi_tham_van" ADD CONSTRAINT "tam_ly_buoi_tham_van_tao_boi_id_tai_khoan_id_fk" FOREIGN KEY ("tao_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_dang_ky_tham_van" ADD CONSTRAINT "tam_ly_dang_ky_tham_van_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_dang_ky_tham_van" ADD CONSTRAINT "tam_ly_dang_ky_tham_van_nguoi_gui_id_tai_khoan_id_fk" FOREIGN KEY ("nguoi_gui_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_dang_ky_tham_van" ADD CONSTRAINT "tam_ly_dang_ky_tham_van_phu_trach_id_tai_khoan_id_fk" FOREIGN KEY ("phu_trach_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_ho_so" ADD CONSTRAINT "tam_ly_ho_so_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_ho_so" ADD CONSTRAINT "tam_ly_ho_so_tao_boi_id_tai_khoan_id_fk" FOREIGN KEY ("tao_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tam_ly_bai_danh_gia_ma_phien_ban" ON "tam_ly_bai_danh_gia" USING btree ("ma","phien_ban");--> statement-breakpoint
CREATE INDEX "tam_ly_dot_danh_gia_bai" ON "tam_ly_dot_danh_gia" USING btree ("bai_danh_gia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tam_ly_phieu_tra_loi_dot_hoc_sinh" ON "tam_ly_phieu_tra_loi" USING btree ("dot_id","hoc_sinh_id");--> statement-breakpoint
CREATE INDEX "tam_ly_phieu_tra_loi_hoc_sinh" ON "tam_ly_phieu_tra_loi" USING btree ("hoc_sinh_id");--> statement-breakpoint
CREATE INDEX "tam_ly_buoi_tham_van_ho_so" ON "tam_ly_buoi_tham_van" USING btree ("ho_so_id");--> statement-breakpoint
CREATE INDEX "tam_ly_dang_ky_tham_van_nguoi_gui" ON "tam_ly_dang_ky_tham_van" USING btree ("nguoi_gui_id");--> statement-breakpoint
CREATE INDEX "tam_ly_dang_ky_tham_van_hoc_sinh" ON "tam_ly_dang_ky_tham_van" USING btree ("hoc_sinh_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tam_ly_ho_so_hoc_sinh" ON "tam_ly_ho_so" USING btree ("hoc_sinh_id");