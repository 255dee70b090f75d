CREATE TABLE "diem_vn_pham_chat" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diem_vn_pham_chat_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_quan_ly_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"ky" text NOT NULL,
	"muc" jsonb NOT NULL,
	"nhan_xet" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diem_vn_tieu_hoc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diem_vn_tieu_hoc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_mon_hoc_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"ky" text NOT NULL,
	"muc_dat" text,
	"diem_kiem_tra" smallint,
	"nhan_xet" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "diem_vn_tong_ket_tieu_hoc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diem_vn_tong_ket_tieu_hoc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_quan_ly_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"ket_qua" text,
	"xac_nhan" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diem_vn_pham_chat" ADD CONSTRAINT "diem_vn_pham_chat_lop_quan_ly_id_lop_quan_ly_id_fk" FOREIGN KEY ("lop_quan_ly_id") REFERENCES "public"."lop_quan_ly"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_pham_chat" ADD CONSTRAINT "diem_vn_pham_chat_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_tieu_hoc" ADD CONSTRAINT "diem_vn_tieu_hoc_lop_mon_hoc_id_lop_mon_hoc_id_fk" FOREIGN KEY ("lop_mon_hoc_id") REFERENCES "public"."lop_mon_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_tieu_hoc" ADD CONSTRAINT "diem_vn_tieu_hoc_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_tong_ket_tieu_hoc" ADD CONSTRAINT "diem_vn_tong_ket_tieu_hoc_lop_quan_ly_id_lop_quan_ly_id_fk" FOREIGN KEY ("lop_quan_ly_id") REFERENCES "public"."lop_quan_ly"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_tong_ket_tieu_hoc" ADD CONSTRAINT "diem_vn_tong_ket_tieu_hoc_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diem_vn_pham_chat_unique" ON "diem_vn_pham_chat" USING btree ("lop_quan_ly_id","ky","hoc_sinh_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diem_vn_tieu_hoc_unique" ON "diem_vn_tieu_hoc" USING btree ("lop_mon_hoc_id","ky","hoc_sinh_id");--> statement-breakpoint
CREATE INDEX "diem_vn_tieu_hoc_hs" ON "diem_vn_tieu_hoc" USING btree ("hoc_sinh_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diem_vn_tong_ket_tieu_hoc_unique" ON "diem_vn_tong_ket_tieu_hoc" USING btree ("lop_quan_ly_id","hoc_sinh_id");