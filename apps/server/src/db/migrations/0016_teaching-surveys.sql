CREATE TABLE "khao_sat_giao_vien" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "khao_sat_giao_vien_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ten" text NOT NULL,
	"chuong_trinh" text NOT NULL,
	"nam_hoc_id" integer NOT NULL,
	"cau_hoi" jsonb NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date NOT NULL,
	"muoi" text NOT NULL,
	"nguoi_tao_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "khao_sat_phieu" (
	"khao_sat_id" integer NOT NULL,
	"ma_hoc_sinh" text NOT NULL,
	"tra_loi_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "khao_sat_tra_loi" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "khao_sat_tra_loi_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"khao_sat_id" integer NOT NULL,
	"lop_mon_hoc_id" integer NOT NULL,
	"diem1" smallint NOT NULL,
	"diem2" smallint,
	"diem3" smallint,
	"diem4" smallint,
	"diem5" smallint,
	"nhan_xet" text DEFAULT '' NOT NULL,
	"nguon" text DEFAULT 'hoc_sinh' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "khao_sat_giao_vien" ADD CONSTRAINT "khao_sat_giao_vien_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khao_sat_giao_vien" ADD CONSTRAINT "khao_sat_giao_vien_nguoi_tao_id_tai_khoan_id_fk" FOREIGN KEY ("nguoi_tao_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khao_sat_phieu" ADD CONSTRAINT "khao_sat_phieu_khao_sat_id_khao_sat_giao_vien_id_fk" FOREIGN KEY ("khao_sat_id") REFERENCES "public"."khao_sat_giao_vien"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khao_sat_phieu" ADD CONSTRAINT "khao_sat_phieu_tra_loi_id_khao_sat_tra_loi_id_fk" FOREIGN KEY ("tra_loi_id") REFERENCES "public"."khao_sat_tra_loi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khao_sat_tra_loi" ADD CONSTRAINT "khao_sat_tra_loi_khao_sat_id_khao_sat_giao_vien_id_fk" FOREIGN KEY ("khao_sat_id") REFERENCES "public"."khao_sat_giao_vien"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khao_sat_tra_loi" ADD CONSTRAINT "khao_sat_tra_loi_lop_mon_hoc_id_lop_mon_hoc_id_fk" FOREIGN KEY ("lop_mon_hoc_id") REFERENCES "public"."lop_mon_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "khao_sat_phieu_unique" ON "khao_sat_phieu" USING btree ("khao_sat_id","ma_hoc_sinh");--> statement-breakpoint
CREATE INDEX "khao_sat_tra_loi_lop" ON "khao_sat_tra_loi" USING btree ("khao_sat_id","lop_mon_hoc_id");