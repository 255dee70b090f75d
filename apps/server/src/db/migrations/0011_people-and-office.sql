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
CREATE TABLE "giay_to_canh_bao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giay_to_canh_bao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"giay_to_id" integer NOT NULL,
	"moc" integer NOT NULL,
	"ngay_het_han" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giay_to_tuy_than" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giay_to_tuy_than_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nhan_vien_id" integer NOT NULL,
	"loai" text NOT NULL,
	"so_giay_to" text NOT NULL,
	"noi_cap" text,
	"ngay_cap" date,
	"ngay_het_han" date NOT NULL,
	"tep_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "phong_ban_pho_phong" (
	"phong_ban_id" integer NOT NULL,
	"nhan_vien_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phong_ban_pho_phong_phong_ban_id_nhan_vien_id_pk" PRIMARY KEY("phong_ban_id","nhan_vien_id")
);
--> statement-breakpoint
ALTER TABLE "bao_loi" ADD CONSTRAINT "bao_loi_anh_chup_id_files_id_fk" FOREIGN KEY ("anh_chup_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bao_loi" ADD CONSTRAINT "bao_loi_tai_khoan_id_tai_khoan_id_fk" FOREIGN KEY ("tai_khoan_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bao_loi_lich_su" ADD CONSTRAINT "bao_loi_lich_su_bao_loi_id_bao_loi_id_fk" FOREIGN KEY ("bao_loi_id") REFERENCES "public"."bao_loi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bao_loi_lich_su" ADD CONSTRAINT "bao_loi_lich_su_tai_khoan_id_tai_khoan_id_fk" FOREIGN KEY ("tai_khoan_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeu_cau_sua_cham_cong" ADD CONSTRAINT "yeu_cau_sua_cham_cong_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeu_cau_sua_cham_cong" ADD CONSTRAINT "yeu_cau_sua_cham_cong_nguoi_duyet_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_duyet_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giay_to_canh_bao" ADD CONSTRAINT "giay_to_canh_bao_giay_to_id_giay_to_tuy_than_id_fk" FOREIGN KEY ("giay_to_id") REFERENCES "public"."giay_to_tuy_than"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giay_to_tuy_than" ADD CONSTRAINT "giay_to_tuy_than_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giay_to_tuy_than" ADD CONSTRAINT "giay_to_tuy_than_tep_id_files_id_fk" FOREIGN KEY ("tep_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khen_thuong" ADD CONSTRAINT "khen_thuong_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khen_thuong" ADD CONSTRAINT "khen_thuong_anh_id_files_id_fk" FOREIGN KEY ("anh_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khen_thuong_nguoi_nhan" ADD CONSTRAINT "khen_thuong_nguoi_nhan_khen_thuong_id_khen_thuong_id_fk" FOREIGN KEY ("khen_thuong_id") REFERENCES "public"."khen_thuong"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khen_thuong_nguoi_nhan" ADD CONSTRAINT "khen_thuong_nguoi_nhan_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khen_thuong_nguoi_nhan" ADD CONSTRAINT "khen_thuong_nguoi_nhan_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phong_ban_pho_phong" ADD CONSTRAINT "phong_ban_pho_phong_phong_ban_id_phong_ban_id_fk" FOREIGN KEY ("phong_ban_id") REFERENCES "public"."phong_ban"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phong_ban_pho_phong" ADD CONSTRAINT "phong_ban_pho_phong_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bao_loi_tai_khoan" ON "bao_loi" USING btree ("tai_khoan_id");--> statement-breakpoint
CREATE INDEX "bao_loi_trang_thai" ON "bao_loi" USING btree ("trang_thai","created_at");--> statement-breakpoint
CREATE INDEX "bao_loi_lich_su_bao_loi" ON "bao_loi_lich_su" USING btree ("bao_loi_id");--> statement-breakpoint
CREATE INDEX "yeu_cau_sua_cham_cong_nv" ON "yeu_cau_sua_cham_cong" USING btree ("nhan_vien_id","thoi_diem");--> statement-breakpoint
CREATE INDEX "yeu_cau_sua_cham_cong_trang_thai" ON "yeu_cau_sua_cham_cong" USING btree ("trang_thai","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "yeu_cau_sua_cham_cong_unique" ON "yeu_cau_sua_cham_cong" USING btree ("nhan_vien_id","thoi_diem") WHERE "yeu_cau_sua_cham_cong"."trang_thai" <> 'tuChoi';--> statement-breakpoint
CREATE UNIQUE INDEX "giay_to_canh_bao_unique" ON "giay_to_canh_bao" USING btree ("giay_to_id","moc","ngay_het_han");--> statement-breakpoint
CREATE INDEX "giay_to_tuy_than_het_han" ON "giay_to_tuy_than" USING btree ("ngay_het_han");--> statement-breakpoint
CREATE INDEX "giay_to_tuy_than_nv" ON "giay_to_tuy_than" USING btree ("nhan_vien_id");--> statement-breakpoint
CREATE INDEX "khen_thuong_nam_hoc" ON "khen_thuong" USING btree ("nam_hoc_id","loai","ngay_trao");--> statement-breakpoint
CREATE INDEX "khen_thuong_nguoi_nhan_khen_thuong" ON "khen_thuong_nguoi_nhan" USING btree ("khen_thuong_id");--> statement-breakpoint
CREATE INDEX "khen_thuong_nguoi_nhan_hoc_sinh" ON "khen_thuong_nguoi_nhan" USING btree ("hoc_sinh_id");--> statement-breakpoint
CREATE INDEX "khen_thuong_nguoi_nhan_nhan_vien" ON "khen_thuong_nguoi_nhan" USING btree ("nhan_vien_id");--> statement-breakpoint
CREATE INDEX "phong_ban_pho_phong_nv" ON "phong_ban_pho_phong" USING btree ("nhan_vien_id");