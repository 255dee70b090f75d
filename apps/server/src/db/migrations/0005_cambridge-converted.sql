ALTER TABLE "ket_qua_thi_cam" ADD COLUMN "diem_quy_doi" double precision;--> statement-breakpoint
ALTER TABLE "ket_qua_thi_cam" ADD COLUMN "thang_quy_doi_id" integer;--> statement-breakpoint
ALTER TABLE "ket_qua_thi_cam" ADD COLUMN "nhan_xet" text;--> statement-breakpoint
ALTER TABLE "ket_qua_thi_cam" ADD COLUMN "no_luc" smallint;