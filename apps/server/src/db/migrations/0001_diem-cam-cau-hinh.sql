CREATE TABLE "mon_hoc_cam" (
	"mon_hoc_id" integer PRIMARY KEY NOT NULL,
	"cap_do" text NOT NULL,
	"thang_diem" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thang_quy_doi" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "thang_quy_doi_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goc_id" integer,
	"phien_ban" integer DEFAULT 1 NOT NULL,
	"hien_hanh" boolean DEFAULT true NOT NULL,
	"ten" text NOT NULL,
	"nam_hoc_id" integer,
	"he_hoc_id" integer,
	"khoi_id" integer,
	"mon_hoc_id" integer,
	"quy_tac" jsonb NOT NULL,
	"da_dung_luc" timestamp with time zone,
	"tao_boi_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mon_hoc_cam" ADD CONSTRAINT "mon_hoc_cam_mon_hoc_id_mon_hoc_id_fk" FOREIGN KEY ("mon_hoc_id") REFERENCES "public"."mon_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thang_quy_doi" ADD CONSTRAINT "thang_quy_doi_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thang_quy_doi" ADD CONSTRAINT "thang_quy_doi_he_hoc_id_he_hoc_id_fk" FOREIGN KEY ("he_hoc_id") REFERENCES "public"."he_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thang_quy_doi" ADD CONSTRAINT "thang_quy_doi_khoi_id_khoi_id_fk" FOREIGN KEY ("khoi_id") REFERENCES "public"."khoi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thang_quy_doi" ADD CONSTRAINT "thang_quy_doi_mon_hoc_id_mon_hoc_id_fk" FOREIGN KEY ("mon_hoc_id") REFERENCES "public"."mon_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thang_quy_doi" ADD CONSTRAINT "thang_quy_doi_tao_boi_id_tai_khoan_id_fk" FOREIGN KEY ("tao_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "thang_quy_doi_phien_ban" ON "thang_quy_doi" USING btree ("goc_id","phien_ban");--> statement-breakpoint
CREATE INDEX "thang_quy_doi_hien_hanh" ON "thang_quy_doi" USING btree ("goc_id") WHERE "thang_quy_doi"."hien_hanh";