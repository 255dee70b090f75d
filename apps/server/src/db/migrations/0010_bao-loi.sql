CREATE TABLE "bao_loi" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bao_loi_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tieu_de" text NOT NULL,
	"mo_ta" text NOT NULL,
	"cac_buoc" text,
	"duong_dan" text,
	"trinh_duyet" text,
	"anh_chup_id" integer,
	"trang_thai" text DEFAULT 'moi' NOT NULL,
	"tai_khoan_id" integer NOT NULL,
	"ten_nguoi_bao" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bao_loi_lich_su" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bao_loi_lich_su_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bao_loi_id" integer NOT NULL,
	"tu_trang_thai" text,
	"den_trang_thai" text NOT NULL,
	"ghi_chu" text,
	"tai_khoan_id" integer NOT NULL,
	"ten_nguoi_thuc_hien" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bao_loi" ADD CONSTRAINT "bao_loi_anh_chup_id_files_id_fk" FOREIGN KEY ("anh_chup_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bao_loi" ADD CONSTRAINT "bao_loi_tai_khoan_id_tai_khoan_id_fk" FOREIGN KEY ("tai_khoan_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bao_loi_lich_su" ADD CONSTRAINT "bao_loi_lich_su_bao_loi_id_bao_loi_id_fk" FOREIGN KEY ("bao_loi_id") REFERENCES "public"."bao_loi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bao_loi_lich_su" ADD CONSTRAINT "bao_loi_lich_su_tai_khoan_id_tai_khoan_id_fk" FOREIGN KEY ("tai_khoan_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bao_loi_tai_khoan" ON "bao_loi" USING btree ("tai_khoan_id");--> statement-breakpoint
CREATE INDEX "bao_loi_trang_thai" ON "bao_loi" USING btree ("trang_thai","created_at");--> statement-breakpoint
CREATE INDEX "bao_loi_lich_su_bao_loi" ON "bao_loi_lich_su" USING btree ("bao_loi_id");