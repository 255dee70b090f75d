CREATE TABLE "yeu_cau_sua_cham_cong" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "yeu_cau_sua_cham_cong_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nhan_vien_id" integer NOT NULL,
	"thoi_diem" timestamp with time zone NOT NULL,
	"ly_do" text NOT NULL,
	"trang_thai" text DEFAULT 'choDuyet' NOT NULL,
	"nguoi_duyet_id" integer,
	"ghi_chu_duyet" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "yeu_cau_sua_cham_cong" ADD CONSTRAINT "yeu_cau_sua_cham_cong_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeu_cau_sua_cham_cong" ADD CONSTRAINT "yeu_cau_sua_cham_cong_nguoi_duyet_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_duyet_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "yeu_cau_sua_cham_cong_nv" ON "yeu_cau_sua_cham_cong" USING btree ("nhan_vien_id","thoi_diem");--> statement-breakpoint
CREATE INDEX "yeu_cau_sua_cham_cong_trang_thai" ON "yeu_cau_sua_cham_cong" USING btree ("trang_thai","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "yeu_cau_sua_cham_cong_unique" ON "yeu_cau_sua_cham_cong" USING btree ("nhan_vien_id","thoi_diem") WHERE "yeu_cau_sua_cham_cong"."trang_thai" <> 'tuChoi';