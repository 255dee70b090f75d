CREATE TABLE "nhiem_vu_giao_vien" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nhiem_vu_giao_vien_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer NOT NULL,
	"nhan_vien_id" integer NOT NULL,
	"cap_hoc" text,
	"to_truong" boolean DEFAULT false NOT NULL,
	"to_pho" boolean DEFAULT false NOT NULL,
	"tap_su" boolean DEFAULT false NOT NULL,
	"con_nho" boolean DEFAULT false NOT NULL,
	"giam_tru_khac" integer DEFAULT 0 NOT NULL,
	"ghi_chu" text,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phan_cong_cai_dat" (
	"nam_hoc_id" integer PRIMARY KEY NOT NULL,
	"cai_dat" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nhiem_vu_giao_vien" ADD CONSTRAINT "nhiem_vu_giao_vien_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhiem_vu_giao_vien" ADD CONSTRAINT "nhiem_vu_giao_vien_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phan_cong_cai_dat" ADD CONSTRAINT "phan_cong_cai_dat_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nhiem_vu_giao_vien_nam_gv" ON "nhiem_vu_giao_vien" USING btree ("nam_hoc_id","nhan_vien_id");