CREATE TABLE "du_gio" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "du_gio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nam_hoc_id" integer NOT NULL,
	"giao_vien_id" integer NOT NULL,
	"nguoi_tao_id" integer NOT NULL,
	"ngay" date NOT NULL,
	"tiet" integer NOT NULL,
	"lop_mon_hoc_id" integer NOT NULL,
	"ten_lop" text NOT NULL,
	"ten_mon_hoc" text NOT NULL,
	"trang_thai" text DEFAULT 'da_len_lich' NOT NULL,
	"diem" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"uu_diem" text DEFAULT '' NOT NULL,
	"gop_y" text DEFAULT '' NOT NULL,
	"phan_hoi" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "du_gio_nguoi_du" (
	"du_gio_id" integer NOT NULL,
	"nhan_vien_id" integer NOT NULL,
	CONSTRAINT "du_gio_nguoi_du_du_gio_id_nhan_vien_id_pk" PRIMARY KEY("du_gio_id","nhan_vien_id")
);
--> statement-breakpoint
ALTER TABLE "du_gio" ADD CONSTRAINT "du_gio_nam_hoc_id_nam_hoc_id_fk" FOREIGN KEY ("nam_hoc_id") REFERENCES "public"."nam_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "du_gio" ADD CONSTRAINT "du_gio_giao_vien_id_nhan_vien_id_fk" FOREIGN KEY ("giao_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "du_gio" ADD CONSTRAINT "du_gio_nguoi_tao_id_nhan_vien_id_fk" FOREIGN KEY ("nguoi_tao_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "du_gio" ADD CONSTRAINT "du_gio_lop_mon_hoc_id_lop_mon_hoc_id_fk" FOREIGN KEY ("lop_mon_hoc_id") REFERENCES "public"."lop_mon_hoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "du_gio_nguoi_du" ADD CONSTRAINT "du_gio_nguoi_du_du_gio_id_du_gio_id_fk" FOREIGN KEY ("du_gio_id") REFERENCES "public"."du_gio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "du_gio_nguoi_du" ADD CONSTRAINT "du_gio_nguoi_du_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "du_gio_giao_vien" ON "du_gio" USING btree ("giao_vien_id");--> statement-breakpoint
CREATE INDEX "du_gio_ngay" ON "du_gio" USING btree ("ngay");--> statement-breakpoint
CREATE INDEX "du_gio_nguoi_du_nhan_vien" ON "du_gio_nguoi_du" USING btree ("nhan_vien_id");