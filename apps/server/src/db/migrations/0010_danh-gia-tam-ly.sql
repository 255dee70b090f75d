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
ALTER TABLE "tam_ly_bai_danh_gia" ADD CONSTRAINT "tam_ly_bai_danh_gia_tao_boi_id_tai_khoan_id_fk" FOREIGN KEY ("tao_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_dot_danh_gia" ADD CONSTRAINT "tam_ly_dot_danh_gia_bai_danh_gia_id_tam_ly_bai_danh_gia_id_fk" FOREIGN KEY ("bai_danh_gia_id") REFERENCES "public"."tam_ly_bai_danh_gia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_dot_danh_gia" ADD CONSTRAINT "tam_ly_dot_danh_gia_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_dot_danh_gia" ADD CONSTRAINT "tam_ly_dot_danh_gia_tao_boi_id_tai_khoan_id_fk" FOREIGN KEY ("tao_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_phieu_tra_loi" ADD CONSTRAINT "tam_ly_phieu_tra_loi_dot_id_tam_ly_dot_danh_gia_id_fk" FOREIGN KEY ("dot_id") REFERENCES "public"."tam_ly_dot_danh_gia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_phieu_tra_loi" ADD CONSTRAINT "tam_ly_phieu_tra_loi_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tam_ly_bai_danh_gia_ma_phien_ban" ON "tam_ly_bai_danh_gia" USING btree ("ma","phien_ban");--> statement-breakpoint
CREATE INDEX "tam_ly_dot_danh_gia_bai" ON "tam_ly_dot_danh_gia" USING btree ("bai_danh_gia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tam_ly_phieu_tra_loi_dot_hoc_sinh" ON "tam_ly_phieu_tra_loi" USING btree ("dot_id","hoc_sinh_id");--> statement-breakpoint
CREATE INDEX "tam_ly_phieu_tra_loi_hoc_sinh" ON "tam_ly_phieu_tra_loi" USING btree ("hoc_sinh_id");