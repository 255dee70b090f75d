CREATE TABLE "thong_bao_gui_phu_huynh" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "thong_bao_gui_phu_huynh_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_quan_ly_id" integer NOT NULL,
	"tieu_de" text NOT NULL,
	"noi_dung" text NOT NULL,
	"can_xac_nhan" boolean DEFAULT false NOT NULL,
	"hoc_sinh_ids" jsonb,
	"trang_thai" text DEFAULT 'nhap' NOT NULL,
	"hen_gui_luc" timestamp with time zone,
	"gui_luc" timestamp with time zone,
	"thu_hoi_luc" timestamp with time zone,
	"so_lan_gui" integer DEFAULT 0 NOT NULL,
	"nguoi_tao_id" integer NOT NULL,
	"nguoi_tao_ten" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thong_bao_gui_phu_huynh_nguoi_nhan" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "thong_bao_gui_phu_huynh_nguoi_nhan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thong_bao_id" integer NOT NULL,
	"phu_huynh_id" integer,
	"hoc_sinh_id" integer NOT NULL,
	"ho_ten" text NOT NULL,
	"quan_he" text NOT NULL,
	"email" text,
	"trang_thai_email" text DEFAULT 'cho_gui' NOT NULL,
	"loi_email" text,
	"gui_luc" timestamp with time zone,
	"so_lan_gui" integer DEFAULT 0 NOT NULL,
	"mo_luc" timestamp with time zone,
	"xac_nhan_luc" timestamp with time zone,
	"het_han_luc" timestamp with time zone,
	"phien_ban" integer DEFAULT 1 NOT NULL,
	"thu_hoi_luc" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "thong_bao_gui_phu_huynh_tep" (
	"thong_bao_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"thu_tu" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "thong_bao_gui_phu_huynh_tep_thong_bao_id_file_id_pk" PRIMARY KEY("thong_bao_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "thong_bao_gui_phu_huynh" ADD CONSTRAINT "thong_bao_gui_phu_huynh_lop_quan_ly_id_lop_quan_ly_id_fk" FOREIGN KEY ("lop_quan_ly_id") REFERENCES "public"."lop_quan_ly"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thong_bao_gui_phu_huynh" ADD CONSTRAINT "thong_bao_gui_phu_huynh_nguoi_tao_id_tai_khoan_id_fk" FOREIGN KEY ("nguoi_tao_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thong_bao_gui_phu_huynh_nguoi_nhan" ADD CONSTRAINT "thong_bao_gui_phu_huynh_nguoi_nhan_thong_bao_id_thong_bao_gui_phu_huynh_id_fk" FOREIGN KEY ("thong_bao_id") REFERENCES "public"."thong_bao_gui_phu_huynh"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thong_bao_gui_phu_huynh_nguoi_nhan" ADD CONSTRAINT "thong_bao_gui_phu_huynh_nguoi_nhan_phu_huynh_id_phu_huynh_id_fk" FOREIGN KEY ("phu_huynh_id") REFERENCES "public"."phu_huynh"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thong_bao_gui_phu_huynh_nguoi_nhan" ADD CONSTRAINT "thong_bao_gui_phu_huynh_nguoi_nhan_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thong_bao_gui_phu_huynh_tep" ADD CONSTRAINT "thong_bao_gui_phu_huynh_tep_thong_bao_id_thong_bao_gui_phu_huynh_id_fk" FOREIGN KEY ("thong_bao_id") REFERENCES "public"."thong_bao_gui_phu_huynh"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thong_bao_gui_phu_huynh_tep" ADD CONSTRAINT "thong_bao_gui_phu_huynh_tep_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thong_bao_gui_phu_huynh_lop" ON "thong_bao_gui_phu_huynh" USING btree ("lop_quan_ly_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "thong_bao_gui_phu_huynh_nguoi_nhan_uq" ON "thong_bao_gui_phu_huynh_nguoi_nhan" USING btree ("thong_bao_id","phu_huynh_id");--> statement-breakpoint
CREATE INDEX "thong_bao_gui_phu_huynh_nguoi_nhan_cho" ON "thong_bao_gui_phu_huynh_nguoi_nhan" USING btree ("thong_bao_id","trang_thai_email");--> statement-breakpoint
CREATE INDEX "thong_bao_gui_phu_huynh_tep_file" ON "thong_bao_gui_phu_huynh_tep" USING btree ("file_id");