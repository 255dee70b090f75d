CREATE TABLE "ho_so_tuyen_sinh" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ho_so_tuyen_sinh_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ma_ho_so" text NOT NULL,
	"ma_ho_so_nguon" text,
	"nguon" text NOT NULL,
	"nam_hoc_du_tuyen" text NOT NULL,
	"ho_ten" text NOT NULL,
	"ngay_sinh" date NOT NULL,
	"gioi_tinh" text,
	"dia_chi" text,
	"chuong_trinh" text NOT NULL,
	"khoi" integer NOT NULL,
	"truong_cu" text,
	"ghi_chu" text,
	"phu_huynh" jsonb NOT NULL,
	"trang_thai" text NOT NULL,
	"lich_kiem_tra" timestamp with time zone,
	"diem_trung_binh" real,
	"hoc_sinh_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ho_so_tuyen_sinh_maHoSo_unique" UNIQUE("ma_ho_so"),
	CONSTRAINT "ho_so_tuyen_sinh_maHoSoNguon_unique" UNIQUE("ma_ho_so_nguon")
);
--> statement-breakpoint
CREATE TABLE "ho_so_tuyen_sinh_danh_gia" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ho_so_tuyen_sinh_danh_gia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ho_so_id" integer NOT NULL,
	"tai_khoan_id" integer NOT NULL,
	"nguoi_danh_gia" text NOT NULL,
	"diem" jsonb NOT NULL,
	"tong_diem" real NOT NULL,
	"nhan_xet" text,
	"ngay_danh_gia" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ho_so_tuyen_sinh_lich_su" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ho_so_tuyen_sinh_lich_su_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ho_so_id" integer NOT NULL,
	"tu_trang_thai" text,
	"den_trang_thai" text NOT NULL,
	"tai_khoan_id" integer,
	"nguoi_thuc_hien" text,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ho_so_tuyen_sinh_tai_lieu" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ho_so_tuyen_sinh_tai_lieu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ho_so_id" integer NOT NULL,
	"loai" text NOT NULL,
	"tep_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ho_so_tuyen_sinh" ADD CONSTRAINT "ho_so_tuyen_sinh_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_tuyen_sinh_danh_gia" ADD CONSTRAINT "ho_so_tuyen_sinh_danh_gia_ho_so_id_ho_so_tuyen_sinh_id_fk" FOREIGN KEY ("ho_so_id") REFERENCES "public"."ho_so_tuyen_sinh"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_tuyen_sinh_danh_gia" ADD CONSTRAINT "ho_so_tuyen_sinh_danh_gia_tai_khoan_id_tai_khoan_id_fk" FOREIGN KEY ("tai_khoan_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_tuyen_sinh_lich_su" ADD CONSTRAINT "ho_so_tuyen_sinh_lich_su_ho_so_id_ho_so_tuyen_sinh_id_fk" FOREIGN KEY ("ho_so_id") REFERENCES "public"."ho_so_tuyen_sinh"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_tuyen_sinh_lich_su" ADD CONSTRAINT "ho_so_tuyen_sinh_lich_su_tai_khoan_id_tai_khoan_id_fk" FOREIGN KEY ("tai_khoan_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_tuyen_sinh_tai_lieu" ADD CONSTRAINT "ho_so_tuyen_sinh_tai_lieu_ho_so_id_ho_so_tuyen_sinh_id_fk" FOREIGN KEY ("ho_so_id") REFERENCES "public"."ho_so_tuyen_sinh"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ho_so_tuyen_sinh_tai_lieu" ADD CONSTRAINT "ho_so_tuyen_sinh_tai_lieu_tep_id_files_id_fk" FOREIGN KEY ("tep_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ho_so_tuyen_sinh_trang_thai" ON "ho_so_tuyen_sinh" USING btree ("trang_thai");--> statement-breakpoint
CREATE INDEX "ho_so_tuyen_sinh_khoi" ON "ho_so_tuyen_sinh" USING btree ("khoi");--> statement-breakpoint
CREATE UNIQUE INDEX "ho_so_tuyen_sinh_danh_gia_nguoi" ON "ho_so_tuyen_sinh_danh_gia" USING btree ("ho_so_id","tai_khoan_id");--> statement-breakpoint
CREATE INDEX "ho_so_tuyen_sinh_lich_su_ho_so" ON "ho_so_tuyen_sinh_lich_su" USING btree ("ho_so_id");--> statement-breakpoint
CREATE INDEX "ho_so_tuyen_sinh_tai_lieu_ho_so" ON "ho_so_tuyen_sinh_tai_lieu" USING btree ("ho_so_id");--> statement-breakpoint
CREATE INDEX "ho_so_tuyen_sinh_tai_lieu_tep" ON "ho_so_tuyen_sinh_tai_lieu" USING btree ("tep_id");