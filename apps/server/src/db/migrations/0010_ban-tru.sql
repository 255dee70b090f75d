CREATE TABLE "ban_tru_dang_ky" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ban_tru_dang_ky_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ky_id" integer NOT NULL,
	"hoc_sinh_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ban_tru_huy_an" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ban_tru_huy_an_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hoc_sinh_id" integer NOT NULL,
	"lop_quan_ly_id" integer NOT NULL,
	"ngay" date NOT NULL,
	"ly_do" text NOT NULL,
	"trang_thai" text NOT NULL,
	"nguoi_dang_ky_id" integer NOT NULL,
	"nguoi_dang_ky_ten" text,
	"dang_ky_luc" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_duyet_id" integer,
	"duyet_luc" timestamp with time zone,
	"ghi_chu_duyet" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ban_tru_ky" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ban_tru_ky_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ten" text NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date NOT NULL,
	"don_gia" integer NOT NULL,
	"gio_chot" text DEFAULT '09:00' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ban_tru_dang_ky" ADD CONSTRAINT "ban_tru_dang_ky_ky_id_ban_tru_ky_id_fk" FOREIGN KEY ("ky_id") REFERENCES "public"."ban_tru_ky"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ban_tru_dang_ky" ADD CONSTRAINT "ban_tru_dang_ky_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ban_tru_huy_an" ADD CONSTRAINT "ban_tru_huy_an_hoc_sinh_id_hoc_sinh_id_fk" FOREIGN KEY ("hoc_sinh_id") REFERENCES "public"."hoc_sinh"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ban_tru_huy_an" ADD CONSTRAINT "ban_tru_huy_an_lop_quan_ly_id_lop_quan_ly_id_fk" FOREIGN KEY ("lop_quan_ly_id") REFERENCES "public"."lop_quan_ly"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ban_tru_dang_ky_ky_hs" ON "ban_tru_dang_ky" USING btree ("ky_id","hoc_sinh_id");--> statement-breakpoint
CREATE INDEX "ban_tru_dang_ky_hs" ON "ban_tru_dang_ky" USING btree ("hoc_sinh_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ban_tru_huy_an_hs_ngay" ON "ban_tru_huy_an" USING btree ("hoc_sinh_id","ngay");--> statement-breakpoint
CREATE INDEX "ban_tru_huy_an_lop_ngay" ON "ban_tru_huy_an" USING btree ("lop_quan_ly_id","ngay");