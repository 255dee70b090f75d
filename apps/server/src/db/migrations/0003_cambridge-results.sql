CREATE TABLE "bai_thi_cam_cai_dat" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bai_thi_cam_cai_dat_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bai_thi_cam_id" integer NOT NULL,
	"mo_nhap_tu" timestamp with time zone,
	"mo_nhap_den" timestamp with time zone,
	"nguoi_nhap_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nguoi_kiem_tra_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ghi_chu" text,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bai_thi_cam_cai_dat_baiThiCamId_unique" UNIQUE("bai_thi_cam_id")
);
--> statement-breakpoint
CREATE TABLE "ket_qua_thi_cam" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ket_qua_thi_cam_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bai_thi_cam_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"diem" jsonb NOT NULL,
	"vang_thi" boolean DEFAULT false NOT NULL,
	"tong_diem" double precision,
	"xep_loai" text,
	"pum" smallint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "bai_thi_cam_cai_dat" ADD CONSTRAINT "bai_thi_cam_cai_dat_bai_thi_cam_id_bai_thi_cam_id_fk" FOREIGN KEY ("bai_thi_cam_id") REFERENCES "public"."bai_thi_cam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ket_qua_thi_cam" ADD CONSTRAINT "ket_qua_thi_cam_bai_thi_cam_id_bai_thi_cam_id_fk" FOREIGN KEY ("bai_thi_cam_id") REFERENCES "public"."bai_thi_cam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ket_qua_thi_cam" ADD CONSTRAINT "ket_qua_thi_cam_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kqtc_bai_thi_hoc_sinh" ON "ket_qua_thi_cam" USING btree ("bai_thi_cam_id","hoc_sinh_id");--> statement-breakpoint
CREATE INDEX "kqtc_hoc_sinh" ON "ket_qua_thi_cam" USING btree ("hoc_sinh_id");