CREATE TABLE "khen_thuong" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "khen_thuong_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer NOT NULL,
	"tieu_de" text NOT NULL,
	"mo_ta" text,
	"loai" text NOT NULL,
	"ngay_trao" date NOT NULL,
	"anh_id" integer,
	"an" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "khen_thuong_nguoi_nhan" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "khen_thuong_nguoi_nhan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"khen_thuong_id" integer NOT NULL,
	"hoc_sinh_id" integer,
	"nhan_vien_id" integer,
	"ho_ten" text NOT NULL,
	"thu_tu" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "khen_thuong" ADD CONSTRAINT "khen_thuong_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khen_thuong" ADD CONSTRAINT "khen_thuong_anh_id_files_id_fk" FOREIGN KEY ("anh_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khen_thuong_nguoi_nhan" ADD CONSTRAINT "khen_thuong_nguoi_nhan_khen_thuong_id_khen_thuong_id_fk" FOREIGN KEY ("khen_thuong_id") REFERENCES "public"."khen_thuong"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khen_thuong_nguoi_nhan" ADD CONSTRAINT "khen_thuong_nguoi_nhan_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khen_thuong_nguoi_nhan" ADD CONSTRAINT "khen_thuong_nguoi_nhan_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "khen_thuong_nam_hoc" ON "khen_thuong" USING btree ("nam_hoc_id","loai","ngay_trao");--> statement-breakpoint
CREATE INDEX "khen_thuong_nguoi_nhan_khen_thuong" ON "khen_thuong_nguoi_nhan" USING btree ("khen_thuong_id");--> statement-breakpoint
CREATE INDEX "khen_thuong_nguoi_nhan_hoc_sinh" ON "khen_thuong_nguoi_nhan" USING btree ("hoc_sinh_id");--> statement-breakpoint
CREATE INDEX "khen_thuong_nguoi_nhan_nhan_vien" ON "khen_thuong_nguoi_nhan" USING btree ("nhan_vien_id");