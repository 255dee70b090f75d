CREATE TABLE "tam_ly_chuyen_tuyen" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tam_ly_chuyen_tuyen_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ho_so_id" integer NOT NULL,
	"noi_chuyen" text NOT NULL,
	"nguoi_nhan" text,
	"ngay_chuyen" date NOT NULL,
	"ngay_theo_doi" date,
	"trang_thai" text DEFAULT 'daChuyen' NOT NULL,
	"ket_qua_theo_doi" text,
	"ghi_chu_ma_hoa" text NOT NULL,
	"tao_boi_id" integer,
	"nguoi_ghi_ten" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tam_ly_phieu_tra_loi" ADD COLUMN "nguoi_tra_loi_id" integer;--> statement-breakpoint
ALTER TABLE "tam_ly_chuyen_tuyen" ADD CONSTRAINT "tam_ly_chuyen_tuyen_ho_so_id_tam_ly_ho_so_id_fk" FOREIGN KEY ("ho_so_id") REFERENCES "public"."tam_ly_ho_so"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tam_ly_chuyen_tuyen" ADD CONSTRAINT "tam_ly_chuyen_tuyen_tao_boi_id_tai_khoan_id_fk" FOREIGN KEY ("tao_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tam_ly_chuyen_tuyen_ho_so" ON "tam_ly_chuyen_tuyen" USING btree ("ho_so_id");--> statement-breakpoint
ALTER TABLE "tam_ly_phieu_tra_loi" ADD CONSTRAINT "tam_ly_phieu_tra_loi_nguoi_tra_loi_id_tai_khoan_id_fk" FOREIGN KEY ("nguoi_tra_loi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;