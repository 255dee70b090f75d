CREATE TABLE "ban_tru_suat_phuc_vu" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ban_tru_suat_phuc_vu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lop_quan_ly_id" integer NOT NULL,
	"ngay" date NOT NULL,
	"so_suat" integer NOT NULL,
	"nguoi_ghi_id" integer NOT NULL,
	"ghi_luc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ban_tru_suat_phuc_vu" ADD CONSTRAINT "ban_tru_suat_phuc_vu_lop_quan_ly_id_lop_quan_ly_id_fk" FOREIGN KEY ("lop_quan_ly_id") REFERENCES "public"."lop_quan_ly"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ban_tru_suat_phuc_vu_lop_ngay" ON "ban_tru_suat_phuc_vu" USING btree ("lop_quan_ly_id","ngay");--> statement-breakpoint
CREATE INDEX "ban_tru_suat_phuc_vu_ngay" ON "ban_tru_suat_phuc_vu" USING btree ("ngay");