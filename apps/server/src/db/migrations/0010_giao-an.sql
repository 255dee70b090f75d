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
ALTER TABLE "giao_an" ADD CONSTRAINT "giao_an_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an" ADD CONSTRAINT "giao_an_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an" ADD CONSTRAINT "giao_an_mon_hoc_id_mon_hoc_id_fk" FOREIGN KEY ("mon_hoc_id") REFERENCES "public"."mon_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an_nhan_xet" ADD CONSTRAINT "giao_an_nhan_xet_giao_an_id_giao_an_id_fk" FOREIGN KEY ("giao_an_id") REFERENCES "public"."giao_an"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an_nhan_xet" ADD CONSTRAINT "giao_an_nhan_xet_nguoi_nhan_xet_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_nhan_xet_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an_phien_ban" ADD CONSTRAINT "giao_an_phien_ban_giao_an_id_giao_an_id_fk" FOREIGN KEY ("giao_an_id") REFERENCES "public"."giao_an"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an_tep" ADD CONSTRAINT "giao_an_tep_giao_an_id_giao_an_id_fk" FOREIGN KEY ("giao_an_id") REFERENCES "public"."giao_an"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giao_an_tep" ADD CONSTRAINT "giao_an_tep_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giao_an_nhan_vien" ON "giao_an" USING btree ("nhan_vien_id","trang_thai");--> statement-breakpoint
CREATE INDEX "giao_an_trang_thai" ON "giao_an" USING btree ("trang_thai","ngay_nop");--> statement-breakpoint
CREATE INDEX "giao_an_nhan_xet_giao_an" ON "giao_an_nhan_xet" USING btree ("giao_an_id");--> statement-breakpoint
CREATE UNIQUE INDEX "giao_an_phien_ban_so" ON "giao_an_phien_ban" USING btree ("giao_an_id","phien_ban");--> statement-breakpoint
CREATE INDEX "giao_an_tep_giao_an" ON "giao_an_tep" USING btree ("giao_an_id");--> statement-breakpoint
CREATE INDEX "giao_an_tep_file" ON "giao_an_tep" USING btree ("file_id");