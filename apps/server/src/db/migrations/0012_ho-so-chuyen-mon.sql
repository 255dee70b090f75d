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
ALTER TABLE "ho_so_nop" ADD CONSTRAINT "ho_so_nop_loai_ho_so_id_loai_ho_so_id_fk" FOREIGN KEY ("loai_ho_so_id") REFERENCES "public"."loai_ho_so"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_nop" ADD CONSTRAINT "ho_so_nop_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_nop" ADD CONSTRAINT "ho_so_nop_nguoi_kiem_tra_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_kiem_tra_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_tep" ADD CONSTRAINT "ho_so_tep_ho_so_nop_id_ho_so_nop_id_fk" FOREIGN KEY ("ho_so_nop_id") REFERENCES "public"."ho_so_nop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_tep" ADD CONSTRAINT "ho_so_tep_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loai_ho_so" ADD CONSTRAINT "loai_ho_so_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thanh_tra_ghi_chu" ADD CONSTRAINT "thanh_tra_ghi_chu_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thanh_tra_ghi_chu" ADD CONSTRAINT "thanh_tra_ghi_chu_nguoi_ghi_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_ghi_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ho_so_nop_loai_nhan_vien" ON "ho_so_nop" USING btree ("loai_ho_so_id","nhan_vien_id");--> statement-breakpoint
CREATE INDEX "ho_so_nop_nhan_vien" ON "ho_so_nop" USING btree ("nhan_vien_id");--> statement-breakpoint
CREATE INDEX "ho_so_tep_ho_so" ON "ho_so_tep" USING btree ("ho_so_nop_id");--> statement-breakpoint
CREATE INDEX "ho_so_tep_file" ON "ho_so_tep" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "thanh_tra_ghi_chu_nhan_vien" ON "thanh_tra_ghi_chu" USING btree ("nhan_vien_id");