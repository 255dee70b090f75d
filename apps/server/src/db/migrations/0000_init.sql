CREATE TABLE "cai_dat_he_thong" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payload" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phien_dang_nhap" (
	"id" text PRIMARY KEY NOT NULL,
	"tai_khoan_id" integer NOT NULL,
	"tokens" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tai_khoan" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tai_khoan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"nhan_vien_id" integer,
	"hoc_sinh_id" integer,
	"external_subject" text,
	"locked_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"last_failed_sign_in_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cham_cong_may" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cham_cong_may_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ma_may" text NOT NULL,
	"ma_nhan_vien" text NOT NULL,
	"nhan_vien_id" integer NOT NULL,
	"thoi_diem" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diem_danh_hoc_sinh" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diem_danh_hoc_sinh_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hoc_sinh_id" integer NOT NULL,
	"lop_quan_ly_id" integer NOT NULL,
	"ngay" date NOT NULL,
	"trang_thai" text NOT NULL,
	"ghi_chu" text,
	"nguoi_ghi_nhan_id" integer,
	"ghi_nhan_luc" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_account_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "chat_conversation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_conversation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text DEFAULT '' NOT NULL,
	"cap" text,
	"creator_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"sender_account_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"photo_file_id" integer,
	"file_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_participant" (
	"conversation_id" integer NOT NULL,
	"tai_khoan_id" integer NOT NULL,
	"is_creator" boolean DEFAULT false NOT NULL,
	"last_seen_message_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_participant_conversation_id_tai_khoan_id_pk" PRIMARY KEY("conversation_id","tai_khoan_id")
);
--> statement-breakpoint
CREATE TABLE "chat_supporter" (
	"tai_khoan_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_bot_doan" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_bot_doan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tai_lieu_id" integer NOT NULL,
	"linh_vuc" integer NOT NULL,
	"thu_tu" integer NOT NULL,
	"muc" text NOT NULL,
	"noi_dung" text NOT NULL,
	"van_ban" text GENERATED ALWAYS AS (f_unaccent(lower("chat_bot_doan"."muc" || E'
' || "chat_bot_doan"."noi_dung"))) STORED NOT NULL,
	"tu_khoa" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', f_unaccent(lower("chat_bot_doan"."muc"))), 'A') || setweight(to_tsvector('simple', f_unaccent(lower("chat_bot_doan"."noi_dung"))), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_bot_linh_vuc" (
	"linh_vuc" integer PRIMARY KEY NOT NULL,
	"lien_he_vi" text DEFAULT '' NOT NULL,
	"lien_he_en" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_bot_tai_lieu" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_bot_tai_lieu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"linh_vuc" integer NOT NULL,
	"tieu_de" text NOT NULL,
	"ngon_ngu" text NOT NULL,
	"file_id" integer NOT NULL,
	"ten_tep" text NOT NULL,
	"mime_type" text NOT NULL,
	"kich_thuoc" integer NOT NULL,
	"so_ky_tu" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lop_mon_hoc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lop_mon_hoc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer NOT NULL,
	"hoc_ky_id" integer,
	"mon_hoc_id" integer NOT NULL,
	"lop_quan_ly_id" integer,
	"ten_lop" text NOT NULL,
	"so_tiet_nam" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lop_mon_hoc_giao_vien" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lop_mon_hoc_giao_vien_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_mon_hoc_id" integer NOT NULL,
	"nhan_vien_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lop_mon_hoc_hoc_sinh" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lop_mon_hoc_hoc_sinh_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_mon_hoc_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date,
	"ly_do" text
);
--> statement-breakpoint
CREATE TABLE "lop_quan_ly" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lop_quan_ly_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer NOT NULL,
	"khoi_id" integer NOT NULL,
	"he_hoc_id" integer NOT NULL,
	"ten_lop" text NOT NULL,
	"phong_id" integer,
	"gvcn_id" integer,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lop_quan_ly_hoc_sinh" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lop_quan_ly_hoc_sinh_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_quan_ly_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date,
	"ly_do" text
);
--> statement-breakpoint
CREATE TABLE "bai_thi_cam" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bai_thi_cam_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_mon_hoc_id" integer NOT NULL,
	"ten" text NOT NULL,
	"loai" text NOT NULL,
	"ngay_thi" date,
	"trang_thai" text DEFAULT 'dangNhap' NOT NULL,
	"nguong_diem" jsonb,
	"tao_boi_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bai_thi_cam_thanh_phan" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bai_thi_cam_thanh_phan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bai_thi_cam_id" integer NOT NULL,
	"ten" text NOT NULL,
	"diem_toi_da" double precision NOT NULL,
	"trong_so" double precision DEFAULT 1 NOT NULL,
	"thu_tu" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diem_vn_cai_dat" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diem_vn_cai_dat_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer NOT NULL,
	"cai_dat" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diem_vn_cai_dat_namHocId_unique" UNIQUE("nam_hoc_id")
);
--> statement-breakpoint
CREATE TABLE "diem_vn_cong_bo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diem_vn_cong_bo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_mon_hoc_id" integer NOT NULL,
	"hoc_ky" smallint NOT NULL,
	"cong_bo" boolean DEFAULT false NOT NULL,
	"khoa" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diem_vn_cot_nhap" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diem_vn_cot_nhap_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer NOT NULL,
	"hoc_ky" smallint NOT NULL,
	"cot" text NOT NULL,
	"mo_luc" timestamp with time zone NOT NULL,
	"dong_luc" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diem_vn_diem" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diem_vn_diem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_mon_hoc_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"hoc_ky" smallint NOT NULL,
	"cot" text NOT NULL,
	"trang_thai" text NOT NULL,
	"gia_tri" numeric(3, 1),
	"ket_qua" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "diem_vn_mon_hoc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diem_vn_mon_hoc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer NOT NULL,
	"mon_hoc_id" integer NOT NULL,
	"khoi_id" integer NOT NULL,
	"hinh_thuc_danh_gia" text NOT NULL,
	"so_tiet_nam" integer NOT NULL,
	"so_diem_tx" smallint,
	"tinh_khen_thuong" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diem_vn_nhan_xet" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diem_vn_nhan_xet_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_mon_hoc_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"hoc_ky" smallint NOT NULL,
	"noi_dung" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diem_vn_ren_luyen" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diem_vn_ren_luyen_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_quan_ly_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"hoc_ky" smallint NOT NULL,
	"muc_do" text NOT NULL,
	"nhan_xet" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diem_vn_tong_ket" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diem_vn_tong_ket_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_quan_ly_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"hoc_ky" smallint NOT NULL,
	"hoc_tap_raw" text,
	"hoc_tap" text,
	"ren_luyen" text,
	"so_buoi_nghi" integer DEFAULT 0 NOT NULL,
	"ket_qua" text,
	"danh_hieu" text,
	"xac_nhan" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diem_vn_trung_binh" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diem_vn_trung_binh_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_mon_hoc_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"hoc_ky" smallint NOT NULL,
	"diem_tb" numeric(3, 1),
	"ket_qua" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diem_vn_yeu_cau_sua" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diem_vn_yeu_cau_sua_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_mon_hoc_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"hoc_ky" smallint NOT NULL,
	"cot" text NOT NULL,
	"gia_tri_cu" jsonb,
	"gia_tri_moi" jsonb NOT NULL,
	"ly_do" text NOT NULL,
	"nguoi_yeu_cau_id" integer NOT NULL,
	"trang_thai" text DEFAULT 'cho_duyet' NOT NULL,
	"nguoi_duyet_id" integer,
	"ghi_chu_duyet" text,
	"duyet_luc" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "don_nghi_phep" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "don_nghi_phep_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nhan_vien_id" integer NOT NULL,
	"loai_nghi_phep_id" integer NOT NULL,
	"nam_hoc_id" integer NOT NULL,
	"tu_ngay" date NOT NULL,
	"tu_buoi" text DEFAULT 'morning' NOT NULL,
	"den_ngay" date NOT NULL,
	"den_buoi" text DEFAULT 'afternoon' NOT NULL,
	"so_ngay" double precision NOT NULL,
	"ly_do" text NOT NULL,
	"can_day_thay" boolean DEFAULT false NOT NULL,
	"dinh_kem_id" integer,
	"trang_thai" text DEFAULT 'pending' NOT NULL,
	"nguoi_duyet_id" integer,
	"y_kien_duyet" text,
	"ngay_duyet" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "don_nghi_phep_dates" CHECK ("don_nghi_phep"."den_ngay" >= "don_nghi_phep"."tu_ngay"),
	CONSTRAINT "don_nghi_phep_buoi" CHECK ("don_nghi_phep"."tu_buoi" in ('morning','afternoon') and "don_nghi_phep"."den_buoi" in ('morning','afternoon')),
	CONSTRAINT "don_nghi_phep_trang_thai_check" CHECK ("don_nghi_phep"."trang_thai" in ('pending','approved','declined','cancelled','cancel_requested'))
);
--> statement-breakpoint
CREATE TABLE "don_nghi_phep_lich_su" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "don_nghi_phep_lich_su_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"don_nghi_phep_id" integer NOT NULL,
	"tu_trang_thai" text,
	"den_trang_thai" text NOT NULL,
	"actor_account_id" integer,
	"actor_nhan_vien_id" integer,
	"ghi_chu" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loai_nghi_phep" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loai_nghi_phep_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ma" text NOT NULL,
	"ten_loai" text NOT NULL,
	"ten_loai_en" text,
	"tru_phep_nam" boolean DEFAULT false NOT NULL,
	"can_dinh_kem" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"thu_tu" integer DEFAULT 100 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loai_nghi_phep_ma_unique" UNIQUE("ma")
);
--> statement-breakpoint
CREATE TABLE "nhu_cau_day_thay" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nhu_cau_day_thay_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"don_nghi_phep_id" integer NOT NULL,
	"nhan_vien_id" integer NOT NULL,
	"tu_ngay" date NOT NULL,
	"tu_buoi" text NOT NULL,
	"den_ngay" date NOT NULL,
	"den_buoi" text NOT NULL,
	"trang_thai" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sha256" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text NOT NULL,
	"purpose" text NOT NULL,
	"owner_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tac_vu_nhap_du_lieu" (
	"id" text PRIMARY KEY NOT NULL,
	"loai" text NOT NULL,
	"tai_khoan_id" integer,
	"ten_tep" text NOT NULL,
	"trang_thai" text NOT NULL,
	"tong_so_dong" integer DEFAULT 0 NOT NULL,
	"so_dong_da_xu_ly" integer DEFAULT 0 NOT NULL,
	"du_lieu" jsonb,
	"ket_qua" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "thong_bao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "thong_bao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tai_khoan_id" integer NOT NULL,
	"loai" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duong_dan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hoc_sinh" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hoc_sinh_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ma_hoc_sinh" text NOT NULL,
	"ho_ten" text NOT NULL,
	"ho_ten_sap_xep" text NOT NULL,
	"gioi_tinh" text,
	"ngay_sinh" date,
	"email" text,
	"dien_thoai" text,
	"dia_chi" text,
	"anh_dai_dien" integer,
	"ghi_chu_suc_khoe" text,
	"trang_thai" text DEFAULT 'dang_hoc' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "hoc_sinh_maHocSinh_unique" UNIQUE("ma_hoc_sinh")
);
--> statement-breakpoint
CREATE TABLE "nhan_vien" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nhan_vien_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ma_nhan_vien" text NOT NULL,
	"ho_ten" text NOT NULL,
	"ho_ten_sap_xep" text NOT NULL,
	"gioi_tinh" text,
	"ngay_sinh" date,
	"email" text,
	"dien_thoai" text,
	"anh_dai_dien" integer,
	"phong_ban_id" integer,
	"chuc_vu" text,
	"chuc_vu_en" text,
	"ngay_vao_lam" date,
	"so_ngay_phep_nam" integer,
	"trang_thai" text DEFAULT 'dang_lam' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "nhan_vien_maNhanVien_unique" UNIQUE("ma_nhan_vien")
);
--> statement-breakpoint
CREATE TABLE "phong_ban" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phong_ban_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ten_phong_ban" text NOT NULL,
	"ten_phong_ban_en" text,
	"loai" text DEFAULT 'to_chuyen_mon' NOT NULL,
	"truong_phong_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "phong_ban_tenPhongBan_unique" UNIQUE("ten_phong_ban")
);
--> statement-breakpoint
CREATE TABLE "phu_huynh" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phu_huynh_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hoc_sinh_id" integer NOT NULL,
	"quan_he" text NOT NULL,
	"ho_ten" text NOT NULL,
	"dien_thoai" text,
	"email" text,
	"nghe_nghiep" text
);
--> statement-breakpoint
CREATE TABLE "he_hoc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "he_hoc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ma" text NOT NULL,
	"ten_he_hoc" text NOT NULL,
	"ten_he_hoc_en" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "he_hoc_ma_unique" UNIQUE("ma")
);
--> statement-breakpoint
CREATE TABLE "hoc_ky" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hoc_ky_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer NOT NULL,
	"ten_hoc_ky" text NOT NULL,
	"thu_tu" integer NOT NULL,
	"ngay_bat_dau" date,
	"ngay_ket_thuc" date,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "khoi" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "khoi_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ten_khoi" text NOT NULL,
	"ten_khoi_en" text,
	"thu_tu" integer NOT NULL,
	"cap_hoc" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "khoi_tenKhoi_unique" UNIQUE("ten_khoi")
);
--> statement-breakpoint
CREATE TABLE "khoi_he_hoc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "khoi_he_hoc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"khoi_id" integer NOT NULL,
	"he_hoc_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loai_phong" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loai_phong_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ten_loai_phong" text NOT NULL,
	"ten_loai_phong_en" text,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mon_hoc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mon_hoc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ma_mon_hoc" text NOT NULL,
	"ten_mon_hoc" text NOT NULL,
	"ten_mon_hoc_en" text,
	"he_hoc_id" integer NOT NULL,
	"so_tiet_tuan" integer NOT NULL,
	"hinh_thuc_danh_gia" text DEFAULT 'diem' NOT NULL,
	"ma_syllabus" text,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nam_hoc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nam_hoc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ten_nam_hoc" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"ngay_bat_dau" date,
	"ngay_ket_thuc" date,
	"is_closed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ngay_nghi" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ngay_nghi_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer,
	"tu_ngay" date NOT NULL,
	"den_ngay" date NOT NULL,
	"ten" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phong" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phong_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ten_phong" text NOT NULL,
	"tang_id" integer NOT NULL,
	"loai_phong_id" integer NOT NULL,
	"suc_chua" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tang_toa_nha" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tang_toa_nha_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"toa_nha_id" integer NOT NULL,
	"ten_tang" text NOT NULL,
	"thu_tu" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "toa_nha" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "toa_nha_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"truong_hoc_id" integer,
	"ten_toa_nha" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "truong_hoc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "truong_hoc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ten_truong" text NOT NULL,
	"dia_chi" text,
	"cap_hoc" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chuyen_truong" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chuyen_truong_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hoc_sinh_id" integer NOT NULL,
	"loai" text NOT NULL,
	"ngay" date NOT NULL,
	"ly_do" text NOT NULL,
	"truong_khac" text,
	"lop_quan_ly_id" integer,
	"nguoi_thuc_hien_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chuyen_truong_tai_lieu" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chuyen_truong_tai_lieu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chuyen_truong_id" integer NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phien_dang_nhap" ADD CONSTRAINT "phien_dang_nhap_tai_khoan_id_tai_khoan_id_fk" FOREIGN KEY ("tai_khoan_id") REFERENCES "public"."tai_khoan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tai_khoan" ADD CONSTRAINT "tai_khoan_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tai_khoan" ADD CONSTRAINT "tai_khoan_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cham_cong_may" ADD CONSTRAINT "cham_cong_may_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_danh_hoc_sinh" ADD CONSTRAINT "diem_danh_hoc_sinh_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_danh_hoc_sinh" ADD CONSTRAINT "diem_danh_hoc_sinh_lop_quan_ly_id_lop_quan_ly_id_fk" FOREIGN KEY ("lop_quan_ly_id") REFERENCES "public"."lop_quan_ly"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_creator_account_id_tai_khoan_id_fk" FOREIGN KEY ("creator_account_id") REFERENCES "public"."tai_khoan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_conversation_id_chat_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_sender_account_id_tai_khoan_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."tai_khoan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_file_file_id_files_id_fk" FOREIGN KEY ("file_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participant" ADD CONSTRAINT "chat_participant_conversation_id_chat_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participant" ADD CONSTRAINT "chat_participant_tai_khoan_id_tai_khoan_id_fk" FOREIGN KEY ("tai_khoan_id") REFERENCES "public"."tai_khoan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_supporter" ADD CONSTRAINT "chat_supporter_tai_khoan_id_tai_khoan_id_fk" FOREIGN KEY ("tai_khoan_id") REFERENCES "public"."tai_khoan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bot_doan" ADD CONSTRAINT "chat_bot_doan_tai_lieu_id_chat_bot_tai_lieu_id_fk" FOREIGN KEY ("tai_lieu_id") REFERENCES "public"."chat_bot_tai_lieu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bot_tai_lieu" ADD CONSTRAINT "chat_bot_tai_lieu_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_mon_hoc" ADD CONSTRAINT "lop_mon_hoc_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_mon_hoc" ADD CONSTRAINT "lop_mon_hoc_hoc_ky_id_hoc_ky_id_fk" FOREIGN KEY ("hoc_ky_id") REFERENCES "public"."hoc_ky"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_mon_hoc" ADD CONSTRAINT "lop_mon_hoc_mon_hoc_id_mon_hoc_id_fk" FOREIGN KEY ("mon_hoc_id") REFERENCES "public"."mon_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_mon_hoc" ADD CONSTRAINT "lop_mon_hoc_lop_quan_ly_id_lop_quan_ly_id_fk" FOREIGN KEY ("lop_quan_ly_id") REFERENCES "public"."lop_quan_ly"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_mon_hoc_giao_vien" ADD CONSTRAINT "lop_mon_hoc_giao_vien_lop_mon_hoc_id_lop_mon_hoc_id_fk" FOREIGN KEY ("lop_mon_hoc_id") REFERENCES "public"."lop_mon_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_mon_hoc_giao_vien" ADD CONSTRAINT "lop_mon_hoc_giao_vien_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_mon_hoc_hoc_sinh" ADD CONSTRAINT "lop_mon_hoc_hoc_sinh_lop_mon_hoc_id_lop_mon_hoc_id_fk" FOREIGN KEY ("lop_mon_hoc_id") REFERENCES "public"."lop_mon_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_mon_hoc_hoc_sinh" ADD CONSTRAINT "lop_mon_hoc_hoc_sinh_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_quan_ly" ADD CONSTRAINT "lop_quan_ly_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_quan_ly" ADD CONSTRAINT "lop_quan_ly_khoi_id_khoi_id_fk" FOREIGN KEY ("khoi_id") REFERENCES "public"."khoi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_quan_ly" ADD CONSTRAINT "lop_quan_ly_he_hoc_id_he_hoc_id_fk" FOREIGN KEY ("he_hoc_id") REFERENCES "public"."he_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_quan_ly" ADD CONSTRAINT "lop_quan_ly_phong_id_phong_id_fk" FOREIGN KEY ("phong_id") REFERENCES "public"."phong"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_quan_ly" ADD CONSTRAINT "lop_quan_ly_gvcn_id_nhan_vien_id_fk" FOREIGN KEY ("gvcn_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_quan_ly_hoc_sinh" ADD CONSTRAINT "lop_quan_ly_hoc_sinh_lop_quan_ly_id_lop_quan_ly_id_fk" FOREIGN KEY ("lop_quan_ly_id") REFERENCES "public"."lop_quan_ly"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lop_quan_ly_hoc_sinh" ADD CONSTRAINT "lop_quan_ly_hoc_sinh_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bai_thi_cam" ADD CONSTRAINT "bai_thi_cam_lop_mon_hoc_id_lop_mon_hoc_id_fk" FOREIGN KEY ("lop_mon_hoc_id") REFERENCES "public"."lop_mon_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bai_thi_cam" ADD CONSTRAINT "bai_thi_cam_tao_boi_id_tai_khoan_id_fk" FOREIGN KEY ("tao_boi_id") REFERENCES "public"."tai_khoan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bai_thi_cam_thanh_phan" ADD CONSTRAINT "bai_thi_cam_thanh_phan_bai_thi_cam_id_bai_thi_cam_id_fk" FOREIGN KEY ("bai_thi_cam_id") REFERENCES "public"."bai_thi_cam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_cai_dat" ADD CONSTRAINT "diem_vn_cai_dat_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_cong_bo" ADD CONSTRAINT "diem_vn_cong_bo_lop_mon_hoc_id_lop_mon_hoc_id_fk" FOREIGN KEY ("lop_mon_hoc_id") REFERENCES "public"."lop_mon_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_cot_nhap" ADD CONSTRAINT "diem_vn_cot_nhap_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_diem" ADD CONSTRAINT "diem_vn_diem_lop_mon_hoc_id_lop_mon_hoc_id_fk" FOREIGN KEY ("lop_mon_hoc_id") REFERENCES "public"."lop_mon_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_diem" ADD CONSTRAINT "diem_vn_diem_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_mon_hoc" ADD CONSTRAINT "diem_vn_mon_hoc_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_mon_hoc" ADD CONSTRAINT "diem_vn_mon_hoc_mon_hoc_id_mon_hoc_id_fk" FOREIGN KEY ("mon_hoc_id") REFERENCES "public"."mon_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_mon_hoc" ADD CONSTRAINT "diem_vn_mon_hoc_khoi_id_khoi_id_fk" FOREIGN KEY ("khoi_id") REFERENCES "public"."khoi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_nhan_xet" ADD CONSTRAINT "diem_vn_nhan_xet_lop_mon_hoc_id_lop_mon_hoc_id_fk" FOREIGN KEY ("lop_mon_hoc_id") REFERENCES "public"."lop_mon_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_nhan_xet" ADD CONSTRAINT "diem_vn_nhan_xet_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_ren_luyen" ADD CONSTRAINT "diem_vn_ren_luyen_lop_quan_ly_id_lop_quan_ly_id_fk" FOREIGN KEY ("lop_quan_ly_id") REFERENCES "public"."lop_quan_ly"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_ren_luyen" ADD CONSTRAINT "diem_vn_ren_luyen_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_tong_ket" ADD CONSTRAINT "diem_vn_tong_ket_lop_quan_ly_id_lop_quan_ly_id_fk" FOREIGN KEY ("lop_quan_ly_id") REFERENCES "public"."lop_quan_ly"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_tong_ket" ADD CONSTRAINT "diem_vn_tong_ket_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_trung_binh" ADD CONSTRAINT "diem_vn_trung_binh_lop_mon_hoc_id_lop_mon_hoc_id_fk" FOREIGN KEY ("lop_mon_hoc_id") REFERENCES "public"."lop_mon_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_trung_binh" ADD CONSTRAINT "diem_vn_trung_binh_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_yeu_cau_sua" ADD CONSTRAINT "diem_vn_yeu_cau_sua_lop_mon_hoc_id_lop_mon_hoc_id_fk" FOREIGN KEY ("lop_mon_hoc_id") REFERENCES "public"."lop_mon_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_yeu_cau_sua" ADD CONSTRAINT "diem_vn_yeu_cau_sua_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_yeu_cau_sua" ADD CONSTRAINT "diem_vn_yeu_cau_sua_nguoi_yeu_cau_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_yeu_cau_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diem_vn_yeu_cau_sua" ADD CONSTRAINT "diem_vn_yeu_cau_sua_nguoi_duyet_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_duyet_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_nghi_phep" ADD CONSTRAINT "don_nghi_phep_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_nghi_phep" ADD CONSTRAINT "don_nghi_phep_loai_nghi_phep_id_loai_nghi_phep_id_fk" FOREIGN KEY ("loai_nghi_phep_id") REFERENCES "public"."loai_nghi_phep"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_nghi_phep" ADD CONSTRAINT "don_nghi_phep_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_nghi_phep" ADD CONSTRAINT "don_nghi_phep_dinh_kem_id_files_id_fk" FOREIGN KEY ("dinh_kem_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_nghi_phep" ADD CONSTRAINT "don_nghi_phep_nguoi_duyet_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_duyet_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_nghi_phep_lich_su" ADD CONSTRAINT "don_nghi_phep_lich_su_don_nghi_phep_id_don_nghi_phep_id_fk" FOREIGN KEY ("don_nghi_phep_id") REFERENCES "public"."don_nghi_phep"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_nghi_phep_lich_su" ADD CONSTRAINT "don_nghi_phep_lich_su_actor_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("actor_nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhu_cau_day_thay" ADD CONSTRAINT "nhu_cau_day_thay_don_nghi_phep_id_don_nghi_phep_id_fk" FOREIGN KEY ("don_nghi_phep_id") REFERENCES "public"."don_nghi_phep"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhu_cau_day_thay" ADD CONSTRAINT "nhu_cau_day_thay_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thong_bao" ADD CONSTRAINT "thong_bao_tai_khoan_id_tai_khoan_id_fk" FOREIGN KEY ("tai_khoan_id") REFERENCES "public"."tai_khoan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoc_sinh" ADD CONSTRAINT "hoc_sinh_anh_dai_dien_files_id_fk" FOREIGN KEY ("anh_dai_dien") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhan_vien" ADD CONSTRAINT "nhan_vien_anh_dai_dien_files_id_fk" FOREIGN KEY ("anh_dai_dien") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhan_vien" ADD CONSTRAINT "nhan_vien_phong_ban_id_phong_ban_id_fk" FOREIGN KEY ("phong_ban_id") REFERENCES "public"."phong_ban"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phu_huynh" ADD CONSTRAINT "phu_huynh_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoc_ky" ADD CONSTRAINT "hoc_ky_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khoi_he_hoc" ADD CONSTRAINT "khoi_he_hoc_khoi_id_khoi_id_fk" FOREIGN KEY ("khoi_id") REFERENCES "public"."khoi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khoi_he_hoc" ADD CONSTRAINT "khoi_he_hoc_he_hoc_id_he_hoc_id_fk" FOREIGN KEY ("he_hoc_id") REFERENCES "public"."he_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mon_hoc" ADD CONSTRAINT "mon_hoc_he_hoc_id_he_hoc_id_fk" FOREIGN KEY ("he_hoc_id") REFERENCES "public"."he_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngay_nghi" ADD CONSTRAINT "ngay_nghi_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phong" ADD CONSTRAINT "phong_tang_id_tang_toa_nha_id_fk" FOREIGN KEY ("tang_id") REFERENCES "public"."tang_toa_nha"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phong" ADD CONSTRAINT "phong_loai_phong_id_loai_phong_id_fk" FOREIGN KEY ("loai_phong_id") REFERENCES "public"."loai_phong"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tang_toa_nha" ADD CONSTRAINT "tang_toa_nha_toa_nha_id_toa_nha_id_fk" FOREIGN KEY ("toa_nha_id") REFERENCES "public"."toa_nha"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toa_nha" ADD CONSTRAINT "toa_nha_truong_hoc_id_truong_hoc_id_fk" FOREIGN KEY ("truong_hoc_id") REFERENCES "public"."truong_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chuyen_truong" ADD CONSTRAINT "chuyen_truong_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chuyen_truong" ADD CONSTRAINT "chuyen_truong_lop_quan_ly_id_lop_quan_ly_id_fk" FOREIGN KEY ("lop_quan_ly_id") REFERENCES "public"."lop_quan_ly"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chuyen_truong_tai_lieu" ADD CONSTRAINT "chuyen_truong_tai_lieu_chuyen_truong_id_chuyen_truong_id_fk" FOREIGN KEY ("chuyen_truong_id") REFERENCES "public"."chuyen_truong"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chuyen_truong_tai_lieu" ADD CONSTRAINT "chuyen_truong_tai_lieu_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_payload_pk" ON "oidc_payload" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "oidc_payload_grant" ON "oidc_payload" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payload_uid" ON "oidc_payload" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payload_user_code" ON "oidc_payload" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "phien_tai_khoan" ON "phien_dang_nhap" USING btree ("tai_khoan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tai_khoan_username" ON "tai_khoan" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "tai_khoan_external_subject" ON "tai_khoan" USING btree ("external_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "cham_cong_may_unique" ON "cham_cong_may" USING btree ("ma_may","ma_nhan_vien","thoi_diem");--> statement-breakpoint
CREATE INDEX "cham_cong_may_nv" ON "cham_cong_may" USING btree ("nhan_vien_id","thoi_diem");--> statement-breakpoint
CREATE INDEX "cham_cong_may_ngay" ON "cham_cong_may" USING btree (("thoi_diem"));--> statement-breakpoint
CREATE UNIQUE INDEX "diem_danh_hs_ngay" ON "diem_danh_hoc_sinh" USING btree ("hoc_sinh_id","ngay");--> statement-breakpoint
CREATE INDEX "diem_danh_lop_ngay" ON "diem_danh_hoc_sinh" USING btree ("lop_quan_ly_id","ngay");--> statement-breakpoint
CREATE INDEX "audit_entity" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_actor" ON "audit_log" USING btree ("actor_account_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversation_cap" ON "chat_conversation" USING btree ("cap") WHERE "chat_conversation"."cap" is not null;--> statement-breakpoint
CREATE INDEX "chat_message_conversation" ON "chat_message" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_participant_account" ON "chat_participant" USING btree ("tai_khoan_id");--> statement-breakpoint
CREATE INDEX "chat_bot_doan_tai_lieu" ON "chat_bot_doan" USING btree ("tai_lieu_id","thu_tu");--> statement-breakpoint
CREATE INDEX "chat_bot_doan_tu_khoa" ON "chat_bot_doan" USING gin ("tu_khoa");--> statement-breakpoint
CREATE INDEX "chat_bot_doan_muc_trgm" ON "chat_bot_doan" USING gin (f_unaccent(lower("muc")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_bot_tai_lieu_linh_vuc" ON "chat_bot_tai_lieu" USING btree ("linh_vuc");--> statement-breakpoint
CREATE INDEX "lop_mon_hoc_nam" ON "lop_mon_hoc" USING btree ("nam_hoc_id");--> statement-breakpoint
CREATE INDEX "lop_mon_hoc_mon" ON "lop_mon_hoc" USING btree ("mon_hoc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lmhgv_unique" ON "lop_mon_hoc_giao_vien" USING btree ("lop_mon_hoc_id","nhan_vien_id");--> statement-breakpoint
CREATE INDEX "lmhgv_gv" ON "lop_mon_hoc_giao_vien" USING btree ("nhan_vien_id");--> statement-breakpoint
CREATE INDEX "lmhhs_lop" ON "lop_mon_hoc_hoc_sinh" USING btree ("lop_mon_hoc_id");--> statement-breakpoint
CREATE INDEX "lmhhs_hs" ON "lop_mon_hoc_hoc_sinh" USING btree ("hoc_sinh_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lop_quan_ly_nam_ten" ON "lop_quan_ly" USING btree ("nam_hoc_id","ten_lop");--> statement-breakpoint
CREATE INDEX "lop_quan_ly_gvcn" ON "lop_quan_ly" USING btree ("gvcn_id");--> statement-breakpoint
CREATE INDEX "lqlhs_lop" ON "lop_quan_ly_hoc_sinh" USING btree ("lop_quan_ly_id");--> statement-breakpoint
CREATE INDEX "lqlhs_hoc_sinh" ON "lop_quan_ly_hoc_sinh" USING btree ("hoc_sinh_id");--> statement-breakpoint
CREATE INDEX "bai_thi_cam_lop" ON "bai_thi_cam" USING btree ("lop_mon_hoc_id");--> statement-breakpoint
CREATE INDEX "btc_tp_bai_thi" ON "bai_thi_cam_thanh_phan" USING btree ("bai_thi_cam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diem_vn_cong_bo_unique" ON "diem_vn_cong_bo" USING btree ("lop_mon_hoc_id","hoc_ky");--> statement-breakpoint
CREATE UNIQUE INDEX "diem_vn_cot_nhap_unique" ON "diem_vn_cot_nhap" USING btree ("nam_hoc_id","hoc_ky","cot");--> statement-breakpoint
CREATE UNIQUE INDEX "diem_vn_diem_cell" ON "diem_vn_diem" USING btree ("lop_mon_hoc_id","hoc_ky","hoc_sinh_id","cot");--> statement-breakpoint
CREATE INDEX "diem_vn_diem_hoc_sinh" ON "diem_vn_diem" USING btree ("hoc_sinh_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diem_vn_mon_hoc_unique" ON "diem_vn_mon_hoc" USING btree ("nam_hoc_id","mon_hoc_id","khoi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diem_vn_nhan_xet_unique" ON "diem_vn_nhan_xet" USING btree ("lop_mon_hoc_id","hoc_ky","hoc_sinh_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diem_vn_ren_luyen_unique" ON "diem_vn_ren_luyen" USING btree ("lop_quan_ly_id","hoc_ky","hoc_sinh_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diem_vn_tong_ket_unique" ON "diem_vn_tong_ket" USING btree ("lop_quan_ly_id","hoc_ky","hoc_sinh_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diem_vn_trung_binh_unique" ON "diem_vn_trung_binh" USING btree ("lop_mon_hoc_id","hoc_ky","hoc_sinh_id");--> statement-breakpoint
CREATE INDEX "diem_vn_trung_binh_hs" ON "diem_vn_trung_binh" USING btree ("hoc_sinh_id");--> statement-breakpoint
CREATE INDEX "diem_vn_ycs_trang_thai" ON "diem_vn_yeu_cau_sua" USING btree ("trang_thai","created_at");--> statement-breakpoint
CREATE INDEX "diem_vn_ycs_lop" ON "diem_vn_yeu_cau_sua" USING btree ("lop_mon_hoc_id");--> statement-breakpoint
CREATE INDEX "don_nghi_phep_nhan_vien" ON "don_nghi_phep" USING btree ("nhan_vien_id","tu_ngay");--> statement-breakpoint
CREATE INDEX "don_nghi_phep_trang_thai" ON "don_nghi_phep" USING btree ("trang_thai","tu_ngay");--> statement-breakpoint
CREATE INDEX "don_nghi_phep_nam_hoc" ON "don_nghi_phep" USING btree ("nam_hoc_id");--> statement-breakpoint
CREATE INDEX "don_nghi_phep_lich_su_don" ON "don_nghi_phep_lich_su" USING btree ("don_nghi_phep_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "nhu_cau_day_thay_don" ON "nhu_cau_day_thay" USING btree ("don_nghi_phep_id");--> statement-breakpoint
CREATE INDEX "nhu_cau_day_thay_ngay" ON "nhu_cau_day_thay" USING btree ("tu_ngay","den_ngay");--> statement-breakpoint
CREATE INDEX "files_sha" ON "files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "thong_bao_tai_khoan" ON "thong_bao" USING btree ("tai_khoan_id","created_at");--> statement-breakpoint
CREATE INDEX "hoc_sinh_ho_ten_trgm" ON "hoc_sinh" USING gin (f_unaccent(lower("ho_ten")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hoc_sinh_ma_trgm" ON "hoc_sinh" USING gin (f_unaccent(lower("ma_hoc_sinh")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hoc_sinh_email_trgm" ON "hoc_sinh" USING gin (f_unaccent(lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "nhan_vien_ho_ten_trgm" ON "nhan_vien" USING gin (f_unaccent(lower("ho_ten")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "nhan_vien_phong_ban" ON "nhan_vien" USING btree ("phong_ban_id");--> statement-breakpoint
CREATE INDEX "phu_huynh_hoc_sinh" ON "phu_huynh" USING btree ("hoc_sinh_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hoc_ky_nam_thu_tu" ON "hoc_ky" USING btree ("nam_hoc_id","thu_tu");--> statement-breakpoint
CREATE UNIQUE INDEX "khoi_he_hoc_unique" ON "khoi_he_hoc" USING btree ("khoi_id","he_hoc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loai_phong_ten_live" ON "loai_phong" USING btree (lower("ten_loai_phong")) WHERE "loai_phong"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mon_hoc_ma_live" ON "mon_hoc" USING btree (lower("ma_mon_hoc")) WHERE "mon_hoc"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "nam_hoc_ten_unique" ON "nam_hoc" USING btree (lower("ten_nam_hoc"));--> statement-breakpoint
CREATE UNIQUE INDEX "nam_hoc_one_active" ON "nam_hoc" USING btree ("is_active") WHERE "nam_hoc"."is_active";--> statement-breakpoint
CREATE INDEX "ngay_nghi_range" ON "ngay_nghi" USING btree ("tu_ngay","den_ngay");--> statement-breakpoint
CREATE INDEX "chuyen_truong_hs" ON "chuyen_truong" USING btree ("hoc_sinh_id");--> statement-breakpoint
CREATE INDEX "ctt_chuyen_truong" ON "chuyen_truong_tai_lieu" USING btree ("chuyen_truong_id");