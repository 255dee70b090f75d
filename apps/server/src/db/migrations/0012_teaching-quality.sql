CREATE TABLE "du_gio" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "du_gio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer NOT NULL,
	"giao_vien_id" integer NOT NULL,
	"nguoi_tao_id" integer NOT NULL,
	"ngay" date NOT NULL,
	"tiet" integer NOT NULL,
	"lop_mon_hoc_id" integer NOT NULL,
	"ten_lop" text NOT NULL,
	"ten_mon_hoc" text NOT NULL,
	"trang_thai" text DEFAULT 'da_len_lich' NOT NULL,
	"diem" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"uu_diem" text DEFAULT '' NOT NULL,
	"gop_y" text DEFAULT '' NOT NULL,
	"phan_hoi" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "du_gio_nguoi_du" (
	"du_gio_id" integer NOT NULL,
	"nhan_vien_id" integer NOT NULL,
	CONSTRAINT "du_gio_nguoi_du_du_gio_id_nhan_vien_id_pk" PRIMARY KEY("du_gio_id","nhan_vien_id")
);
--> statement-breakpoint
CREATE TABLE "giao_an" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giao_an_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nhan_vien_id" integer NOT NULL,
	"nam_hoc_id" integer NOT NULL,
	"mon_hoc_id" integer NOT NULL,
	"ten_mon_hoc" text NOT NULL,
	"ten_mon_hoc_en" text,
	"lop_mon_hoc" jsonb NOT NULL,
	"tieu_de" text NOT NULL,
	"tuan" integer NOT NULL,
	"tiet" integer NOT NULL,
	"noi_dung" jsonb NOT NULL,
	"trang_thai" text DEFAULT 'nhap' NOT NULL,
	"phien_ban" integer DEFAULT 0 NOT NULL,
	"ngay_nop" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giao_an_nhan_xet" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giao_an_nhan_xet_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"giao_an_id" integer NOT NULL,
	"phien_ban" integer NOT NULL,
	"muc" text NOT NULL,
	"noi_dung" text NOT NULL,
	"hanh_dong" text NOT NULL,
	"nguoi_nhan_xet_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giao_an_phien_ban" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giao_an_phien_ban_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"giao_an_id" integer NOT NULL,
	"phien_ban" integer NOT NULL,
	"noi_dung" jsonb NOT NULL,
	"ten_tep" jsonb NOT NULL,
	"ngay_nop" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giao_an_tep" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giao_an_tep_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"giao_an_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"ten_tep" text NOT NULL,
	"mime_type" text NOT NULL,
	"kich_thuoc" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ho_so_nop" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ho_so_nop_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loai_ho_so_id" integer NOT NULL,
	"nhan_vien_id" integer NOT NULL,
	"trang_thai" text DEFAULT 'da_nop' NOT NULL,
	"lan_nop" integer DEFAULT 1 NOT NULL,
	"ngay_nop" timestamp with time zone DEFAULT now() NOT NULL,
	"ghi_chu" text DEFAULT '' NOT NULL,
	"nguoi_kiem_tra_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ho_so_tep" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ho_so_tep_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ho_so_nop_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"ten_tep" text NOT NULL,
	"kich_thuoc" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loai_ho_so" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loai_ho_so_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer NOT NULL,
	"ten" text NOT NULL,
	"ten_en" text,
	"han_nop" date,
	"chi_gvcn" boolean DEFAULT false NOT NULL,
	"thu_tu" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thanh_tra_ghi_chu" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "thanh_tra_ghi_chu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nhan_vien_id" integer NOT NULL,
	"nguoi_ghi_id" integer NOT NULL,
	"checklist" jsonb NOT NULL,
	"noi_dung" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "du_gio" ADD CONSTRAINT "du_gio_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "du_gio" ADD CONSTRAINT "du_gio_giao_vien_id_nhan_vien_id_fk" FOREIGN KEY ("giao_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "du_gio" ADD CONSTRAINT "du_gio_nguoi_tao_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_tao_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "du_gio" ADD CONSTRAINT "du_gio_lop_mon_hoc_id_lop_mon_hoc_id_fk" FOREIGN KEY ("lop_mon_hoc_id") REFERENCES "public"."lop_mon_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "du_gio_nguoi_du" ADD CONSTRAINT "du_gio_nguoi_du_du_gio_id_du_gio_id_fk" FOREIGN KEY ("du_gio_id") REFERENCES "public"."du_gio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "du_gio_nguoi_du" ADD CONSTRAINT "du_gio_nguoi_du_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an" ADD CONSTRAINT "giao_an_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an" ADD CONSTRAINT "giao_an_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an" ADD CONSTRAINT "giao_an_mon_hoc_id_mon_hoc_id_fk" FOREIGN KEY ("mon_hoc_id") REFERENCES "public"."mon_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an_nhan_xet" ADD CONSTRAINT "giao_an_nhan_xet_giao_an_id_giao_an_id_fk" FOREIGN KEY ("giao_an_id") REFERENCES "public"."giao_an"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an_nhan_xet" ADD CONSTRAINT "giao_an_nhan_xet_nguoi_nhan_xet_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_nhan_xet_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an_phien_ban" ADD CONSTRAINT "giao_an_phien_ban_giao_an_id_giao_an_id_fk" FOREIGN KEY ("giao_an_id") REFERENCES "public"."giao_an"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an_tep" ADD CONSTRAINT "giao_an_tep_giao_an_id_giao_an_id_fk" FOREIGN KEY ("giao_an_id") REFERENCES "public"."giao_an"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an_tep" ADD CONSTRAINT "giao_an_tep_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_nop" ADD CONSTRAINT "ho_so_nop_loai_ho_so_id_loai_ho_so_id_fk" FOREIGN KEY ("loai_ho_so_id") REFERENCES "public"."loai_ho_so"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_nop" ADD CONSTRAINT "ho_so_nop_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_nop" ADD CONSTRAINT "ho_so_nop_nguoi_kiem_tra_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_kiem_tra_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_tep" ADD CONSTRAINT "ho_so_tep_ho_so_nop_id_ho_so_nop_id_fk" FOREIGN KEY ("ho_so_nop_id") REFERENCES "public"."ho_so_nop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_tep" ADD CONSTRAINT "ho_so_tep_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loai_ho_so" ADD CONSTRAINT "loai_ho_so_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thanh_tra_ghi_chu" ADD CONSTRAINT "thanh_tra_ghi_chu_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thanh_tra_ghi_chu" ADD CONSTRAINT "thanh_tra_ghi_chu_nguoi_ghi_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_ghi_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "du_gio_giao_vien" ON "du_gio" USING btree ("giao_vien_id");--> statement-breakpoint
CREATE INDEX "du_gio_ngay" ON "du_gio" USING btree ("ngay");--> statement-breakpoint
CREATE INDEX "du_gio_nguoi_du_nhan_vien" ON "du_gio_nguoi_du" USING btree ("nhan_vien_id");--> statement-breakpoint
CREATE INDEX "giao_an_nhan_vien" ON "giao_an" USING btree ("nhan_vien_id","trang_thai");--> statement-breakpoint
CREATE INDEX "giao_an_trang_thai" ON "giao_an" USING btree ("trang_thai","ngay_nop");--> statement-breakpoint
CREATE INDEX "giao_an_nhan_xet_giao_an" ON "giao_an_nhan_xet" USING btree ("giao_an_id");--> statement-breakpoint
CREATE UNIQUE INDEX "giao_an_phien_ban_so" ON "giao_an_phien_ban" USING btree ("giao_an_id","phien_ban");--> statement-breakpoint
CREATE INDEX "giao_an_tep_giao_an" ON "giao_an_tep" USING btree ("giao_an_id");--> statement-breakpoint
CREATE INDEX "giao_an_tep_file" ON "giao_an_tep" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ho_so_nop_loai_nhan_vien" ON "ho_so_nop" USING btree ("loai_ho_so_id","nhan_vien_id");--> statement-breakpoint
CREATE INDEX "ho_so_nop_nhan_vien" ON "ho_so_nop" USING btree ("nhan_vien_id");--> statement-breakpoint
CREATE INDEX "ho_so_tep_ho_so" ON "ho_so_tep" USING btree ("ho_so_nop_id");--> statement-breakpoint
CREATE INDEX "ho_so_tep_file" ON "ho_so_tep" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "thanh_tra_ghi_chu_nhan_vien" ON "thanh_tra_ghi_chu" USING btree ("nhan_vien_id");