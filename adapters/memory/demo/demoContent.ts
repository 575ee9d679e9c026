import type { Banner, Resource } from '../../../core/domain';
import { taipei } from './demoUsers';

/** Homepage carousel. Links go to real public startup-support sites in Taiwan. */
export const demoBanners: Banner[] = [
  {
    id: 'b-01',
    title: '政府創業資源一次看',
    linkUrl: 'https://www.moeasmea.gov.tw/',
    imageUrl: '/demo/banners/01-resources.svg',
    order: 10,
  },
  {
    id: 'b-02',
    title: 'Startup Island TAIWAN 國家新創品牌',
    linkUrl: 'https://www.startupislandtaiwan.com/',
    imageUrl: '/demo/banners/02-startup-island.svg',
    order: 20,
  },
  {
    id: 'b-03',
    title: '掌握新創政策與趨勢',
    linkUrl: 'https://www.ndc.gov.tw/',
    imageUrl: '/demo/banners/03-policy.svg',
    order: 30,
  },
  {
    id: 'b-04',
    title: '加入新創社群',
    linkUrl: 'https://www.taiwanstartupstadium.com/',
    imageUrl: '/demo/banners/04-community.svg',
    order: 40,
  },
];

/** Startup resources: grants, loans, incubators, spaces and communities. */
export const demoResources: Resource[] = [
  {
    id: 'r-01',
    title: '小型企業創新研發計畫（SBIR）',
    description:
      '經濟部推動的研發補助計畫，協助中小企業投入創新技術、產品或服務的研發。依計畫階段提供不同額度的補助，新創團隊完成公司設立後即可提案申請。',
    imageUrl: '/demo/resources/sbir.svg',
    officialUrl: 'https://www.sbir.org.tw/',
    category: '補助',
    district: '全國',
    createdAt: taipei(2026, 7, 25, 10, 0),
  },
  {
    id: 'r-02',
    title: '青年創業及啟動金貸款',
    description:
      '提供青年創業者準備金、開辦費用與週轉金的優惠貸款，並由政府協助信用保證。適合已經設立或準備設立事業、需要第一筆營運資金的團隊。',
    imageUrl: '/demo/resources/youth-loan.svg',
    officialUrl: 'https://www.moeasmea.gov.tw/',
    category: '貸款',
    district: '全國',
    createdAt: taipei(2026, 8, 3, 14, 30),
  },
  {
    id: 'r-03',
    title: '微型創業鳳凰貸款',
    description:
      '勞動部為婦女、中高齡者與離島居民設計的創業貸款，搭配創業課程與顧問諮詢。適合規模較小、想穩健起步的個人創業者。',
    imageUrl: '/demo/resources/phoenix-loan.svg',
    officialUrl: 'https://beboss.wda.gov.tw/',
    category: '貸款',
    district: '全國',
    createdAt: taipei(2026, 8, 18, 9, 45),
  },
  {
    id: 'r-04',
    title: 'U-start 創新創業計畫',
    description:
      '教育部青年發展署為大專校院畢業生與在學生推出的創業計畫，結合學校育成中心的輔導資源。通過評選的團隊可獲得創業基本開辦費，並可角逐績優團隊獎金。',
    imageUrl: '/demo/resources/ustart.svg',
    officialUrl: 'https://ustart.yda.gov.tw/',
    category: '補助',
    district: '全國',
    createdAt: taipei(2026, 9, 2, 16, 20),
  },
  {
    id: 'r-05',
    title: '林口新創園',
    description:
      '位於新北市林口的新創聚落，提供辦公空間、實驗場域與國際加速器資源。園區定期舉辦交流活動，適合需要實體據點與產業連結的團隊。',
    imageUrl: '/demo/resources/startup-terrace.svg',
    officialUrl: 'https://startupterrace.tw/',
    category: '空間',
    district: '新北市',
    createdAt: taipei(2026, 9, 15, 11, 10),
  },
  {
    id: 'r-06',
    title: '臺灣科技新創基地（TTA）',
    description:
      '國家科學及技術委員會設立的科技新創基地，提供進駐空間、國際連結與業師輔導。適合具有技術門檻、希望拓展海外市場的科技新創團隊。',
    imageUrl: '/demo/resources/tta.svg',
    officialUrl: 'https://www.taiwanarena.tech/',
    category: '育成',
    district: '臺北市',
    createdAt: taipei(2026, 9, 27, 15, 0),
  },
  {
    id: 'r-07',
    title: '社會創新平臺',
    description:
      '串連社會創新組織、企業與政府資源的線上平臺，可以查詢社創組織與合作需求。想投入社會議題的團隊，能在這裡找到合作夥伴與採購機會。',
    imageUrl: '/demo/resources/social-innovation.svg',
    officialUrl: 'https://si.taiwan.gov.tw/',
    category: '社群',
    district: '全國',
    createdAt: taipei(2026, 10, 9, 10, 25),
  },
  {
    id: 'r-08',
    title: 'Startup Island TAIWAN',
    description:
      '國家發展委員會推動的臺灣新創國家品牌，整合國際展會、海外加速器與新創資訊。適合規劃參加國際展覽，或正在尋求海外合作的團隊。',
    imageUrl: '/demo/resources/startup-island.svg',
    officialUrl: 'https://www.startupislandtaiwan.com/',
    category: '社群',
    district: '全國',
    createdAt: taipei(2026, 10, 22, 13, 40),
  },
  {
    id: 'r-09',
    title: '新創圓夢網',
    description:
      '經濟部中小及新創企業署的創業服務入口，提供免費創業諮詢、課程與輔導資源查詢。還在規劃階段的創業者，可以先預約顧問釐清商業模式與資金需求。',
    imageUrl: '/demo/resources/sme-startup.svg',
    officialUrl: 'https://sme.moeasmea.gov.tw/startup/',
    category: '育成',
    district: '全國',
    createdAt: taipei(2026, 11, 4, 9, 15),
  },
  {
    id: 'r-10',
    title: 'Taiwan Startup Stadium',
    description:
      '協助臺灣新創走向國際的非營利組織，提供免費諮詢、導師媒合與國際活動資訊。社群活躍，適合想認識其他創辦人與國際投資人的團隊。',
    imageUrl: '/demo/resources/tss.svg',
    officialUrl: 'https://www.taiwanstartupstadium.com/',
    category: '社群',
    district: '臺北市',
    createdAt: taipei(2026, 11, 15, 17, 5),
  },
];
