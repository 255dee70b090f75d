CREATE TABLE "nen_nep_tuan" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nen_nep_tuan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer NOT NULL,
	"lop_quan_ly_id" integer NOT NULL,
	"tuan" date NOT NULL,
	"trang_thai" text DEFAULT 'cho_duyet' NOT NULL,
	"ghi_chu" text,
	"nguoi_nhap_id" integer NOT NULL,
	"duyet_boi_id" integer,
	"duyet_luc" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nen_nep_tuan_diem" (
	"nen_nep_tuan_id" integer NOT NULL,
	"tieu_chi_id" integer NOT NULL,
	"diem" integer NOT NULL,
	CONSTRAINT "nen_nep_tuan_diem_nen_nep_tuan_id_tieu_chi_id_pk" PRIMARY KEY("nen_nep_tuan_id","tieu_chi_id")
);
--> statement-breakpoint
CREATE TABLE "tieu_chi_nen_nep" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tieu_chi_nen_nep_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ten" text NOT NULL,
	"ten_en" text NOT NULL,
	"diem_toi_da" integer NOT NULL,
	"thu_tu" integer DEFAULT 0 NOT NULL,
	"dang_dung" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nen_nep_tuan" ADD CONSTRAINT "nen_nep_tuan_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nen_nep_tuan" ADD CONSTRAINT "nen_nep_tuan_lop_quan_ly_id_lop_quan_ly_id_fk" FOREIGN KEY ("lop_quan_ly_id") REFERENCES "public"."lop_quan_ly"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nen_nep_tuan" ADD CONSTRAINT "nen_nep_tuan_nguoi_nhap_id_tai_khoan_id_fk" FOREIGN KEY ("nguoi_nhap_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nen_nep_tuan" ADD CONSTRAINT "nen_nep_tuan_duyet_boi_id_tai_khoan_id_fk" FOREIGN KEY ("duyet_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nen_nep_tuan_diem" ADD CONSTRAINT "nen_nep_tuan_diem_nen_nep_tuan_id_nen_nep_tuan_id_fk" FOREIGN KEY ("nen_nep_tuan_id") REFERENCES "public"."nen_nep_tuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nen_nep_tuan_diem" ADD CONSTRAINT "nen_nep_tuan_diem_tieu_chi_id_tieu_chi_nen_nep_id_fk" FOREIGN KEY ("tieu_chi_id") REFERENCES "public"."tieu_chi_nen_nep"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nnt_lop_tuan" ON "nen_nep_tuan" USING btree ("lop_quan_ly_id","tuan");--> statement-breakpoint
CREATE INDEX "nnt_tuan" ON "nen_nep_tuan" USING btree ("tuan","trang_thai");--> statement-breakpoint
CREATE INDEX "nntd_tieu_chi" ON "nen_nep_tuan_diem" USING btree ("tieu_chi_id");